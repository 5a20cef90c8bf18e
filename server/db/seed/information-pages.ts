import type { Selectable, Transaction } from "kysely";
import type { Database, PageRevisionTable } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { readContentFolder } from "./content-files.ts";

/** Who the audit trail of a page names for the text it started with. */
export const contentFolderAuthor = "content folder";

/**
 * The first revision of every page in every language, from the content folder
 * (docs/decisions/0145): the database is the source from then on. A page that already has
 * revision 1 keeps it, so running this again changes nothing. The file's `updated`
 * date becomes the revision's date, which the page shows as "Last updated".
 */
export async function seedInformationPages(trx: Transaction<Database>): Promise<void> {
  for (const file of readContentFolder()) {
    await insertContentFolderRevision(trx, { ...file, number: 1, createdAt: `${file.updated}T00:00:00.000Z` });
  }
}

/** A page's revision as the content folder wrote it; a revision of that number already there stays. */
export async function insertContentFolderRevision(
  trx: Transaction<Database>,
  revision: Pick<Selectable<PageRevisionTable>, "path" | "language" | "number" | "title" | "description" | "body"> & {
    createdAt: string;
  },
): Promise<void> {
  const { path, language, number, title, description, body, createdAt } = revision;
  await trx
    .insertInto("page_revision")
    .values({
      id: stableId("page-revision", `${path}:${language}:${number}`),
      path,
      language,
      number,
      title,
      description,
      body,
      published: 1,
      author_id: null,
      author_name: contentFolderAuthor,
      restored_from: null,
      created_at: createdAt,
    })
    .onConflict((conflict) => conflict.columns(["path", "language", "number"]).doNothing())
    .execute();
}

/** A page's latest revision in a language, if it has one. */
export function latestRevision(
  trx: Transaction<Database>,
  path: string,
  language: Selectable<PageRevisionTable>["language"],
) {
  return trx
    .selectFrom("page_revision")
    .selectAll()
    .where("path", "=", path)
    .where("language", "=", language)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
}
