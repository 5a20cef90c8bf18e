import type { Transaction } from "kysely";
import { pageKey } from "#common/api/content.ts";
import { pagePath } from "#common/page-lookup.ts";
import type { Database } from "../schema.ts";
import { readContentFolder } from "./content-files.ts";
import { contentFolderAuthor, insertContentFolderRevision, latestRevision } from "./information-pages.ts";

/** The page that says where to ask about hostels (docs/decisions/0126); revisions name paths in lower case. */
const hostelPage = pageKey(pagePath("scholarship"));

/**
 * The scholarship page gained a "Hostel and accommodation" section (decision 0126). A database
 * seeded before it gets the content folder's text as the page's next revision, in each
 * language, where the latest revision is still the content folder's; a page staff have saved
 * is theirs and stays as they left it.
 */
export async function seedHostelText(trx: Transaction<Database>): Promise<void> {
  for (const file of readContentFolder().filter((found) => found.path === hostelPage)) {
    const latest = await latestRevision(trx, hostelPage, file.language);
    if (!latest || latest.author_name !== contentFolderAuthor || latest.body === file.body) continue;
    await insertContentFolderRevision(trx, {
      ...file,
      number: latest.number + 1,
      createdAt: `${file.updated}T00:00:00.000Z`,
    });
  }
}
