import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
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
    await trx
      .insertInto("page_revision")
      .values({
        id: stableId("page-revision", `${file.path}:${file.language}:1`),
        path: file.path,
        language: file.language,
        number: 1,
        title: file.title,
        description: file.description,
        body: file.body,
        published: 1,
        author_id: null,
        author_name: contentFolderAuthor,
        restored_from: null,
        created_at: `${file.updated}T00:00:00.000Z`,
      })
      .onConflict((conflict) => conflict.columns(["path", "language", "number"]).doNothing())
      .execute();
  }
}
