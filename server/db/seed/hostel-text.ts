import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { readContentFolder } from "./content-files.ts";
import { contentFolderAuthor } from "./information-pages.ts";

/** The page that says where to ask about hostels (docs/decisions/0126); revisions name paths in lower case. */
const hostelPage = "/amenities/scholarship";

/**
 * The scholarship page gained a "Hostel and accommodation" section (decision 0126). A database
 * seeded before it gets the content folder's text as the page's next revision, in each
 * language, where the latest revision is still the content folder's; a page staff have saved
 * is theirs and stays as they left it.
 */
export async function seedHostelText(trx: Transaction<Database>): Promise<void> {
  for (const file of readContentFolder().filter((found) => found.path === hostelPage)) {
    const latest = await trx
      .selectFrom("page_revision")
      .selectAll()
      .where("path", "=", hostelPage)
      .where("language", "=", file.language)
      .orderBy("number", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.author_name !== contentFolderAuthor || latest.body === file.body) continue;
    const number = latest.number + 1;
    await trx
      .insertInto("page_revision")
      .values({
        id: stableId("page-revision", `${latest.path}:${file.language}:${number}`),
        path: latest.path,
        language: file.language,
        number,
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
