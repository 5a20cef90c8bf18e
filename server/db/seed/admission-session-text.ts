import type { Transaction } from "kysely";
import { admissionSessionPlaceholder } from "#common/academic-session.ts";
import { pageKey } from "#common/api/content.ts";
import { pagePath } from "#common/page-lookup.ts";
import type { Database } from "../schema.ts";
import { contentFolderAuthor, insertContentFolderRevision, latestRevision } from "./information-pages.ts";

/** The admission page, as revisions name it (in lower case). */
const admissionPage = pageKey(pagePath("admissionSession"));

/** The year the first seed's admission page wrote, as a hyphen or an en dash. */
const staleSession = /2025[-–]26/g;

/**
 * A database seeded before decision 0171 has an admission page whose first revision names
 * 2025-26. Where staff have not saved the page since, a second revision, from the content
 * folder too, names the session by its placeholder, so the page follows the date; a page staff
 * have changed is theirs and stays as they left it.
 */
export async function seedAdmissionSessionText(trx: Transaction<Database>): Promise<void> {
  for (const language of ["en", "hi"] as const) {
    const latest = await latestRevision(trx, admissionPage, language);
    if (!latest || latest.number !== 1 || latest.author_name !== contentFolderAuthor) continue;
    const [title, description, body] = [latest.title, latest.description, latest.body].map((text) =>
      text.replace(staleSession, admissionSessionPlaceholder),
    ) as [string, string, string];
    if (title === latest.title && description === latest.description && body === latest.body) continue;
    await insertContentFolderRevision(trx, {
      path: admissionPage,
      language,
      number: 2,
      title,
      description,
      body,
      createdAt: new Date().toISOString(),
    });
  }
}
