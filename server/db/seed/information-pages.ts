import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, PageRevisionTable } from "../schema.ts";
import { rebuildSearchIndex } from "../search-index.ts";
import { stableId } from "../stable-id.ts";
import { listContentFolder, readContentFiles } from "./content-files.ts";

/** Who the audit trail of a page names for the text it started with. */
export const contentFolderAuthor = "content folder";

/**
 * The first revision, from the content folder (docs/decisions/0145, 0290), of every page in every
 * language that has none yet: all of them on a fresh database, and on every later start the pages
 * a release added. A page that has a revision in a language is left as it is, whoever saved it, so
 * staff edits are never overwritten and running this again changes nothing. The file's `updated`
 * date becomes the revision's date, which the page shows as "Last updated". Returns how many it added.
 */
export async function seedInformationPages(executor: Kysely<Database>): Promise<number> {
  const existing = await executor.selectFrom("page_revision").select(["path", "language"]).distinct().execute();
  const have = new Set(existing.map(({ path, language }) => `${language}:${path}`));
  const missing = readContentFiles(
    listContentFolder().filter(({ path, language }) => !have.has(`${language}:${path}`)),
  );
  for (const file of missing) {
    await insertContentFolderRevision(executor, { ...file, number: 1, createdAt: `${file.updated}T00:00:00.000Z` });
  }
  return missing.length;
}

/** A page's revision as the content folder wrote it; a revision of that number already there stays. */
export async function insertContentFolderRevision(
  trx: Kysely<Database>,
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

/**
 * At every start, after the seed: the pages a release added get their first revision, found by the
 * search at once (decision 0290). A start that finds none costs a listing of the folder and one query.
 */
export async function addNewInformationPages(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const added = await seedInformationPages(trx);
    if (added > 0) await rebuildSearchIndex(trx);
    return added;
  });
}
