import type { Kysely, Selectable } from "kysely";
import {
  groupOfPage,
  mayEditPage,
  type ContentLanguage,
  type ContentQuery,
  type ContentRestore,
  type ContentWrite,
  type PageRevision,
  type PageSummary,
  type PageText,
} from "#common/api/content.ts";
import type { StaffUser } from "#common/api/staff.ts";
import { dateInIndia } from "#common/india-time.ts";
import type { Database, PageRevisionTable } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { Refusal } from "./refusal.ts";
import { searchIndex } from "../db/search-index.ts";
import { isUniqueViolation, toFlag } from "./rows.ts";

/** What a public page shows: its latest published revision, and the day it was saved in Delhi. */
export type PublishedPage = {
  title: string;
  description: string;
  body: string;
  /** YYYY-MM-DD in India: the page's "Last updated" (GIGW). */
  updated: string;
  revision: number;
};

const languageNames: Record<ContentLanguage, string> = { en: "English", hi: "Hindi" };

/** How many revisions the editor lists (the newest); older ones stay in the database. */
const listedRevisions = 100;

function toRevision(row: Selectable<PageRevisionTable>): PageRevision {
  return {
    revision: row.number,
    title: row.title,
    description: row.description,
    body: row.body,
    published: toFlag(row.published),
    author: row.author_name,
    restored_from: row.restored_from,
    created_at: row.created_at,
  };
}

/**
 * Information pages as revisions in the database (docs/decisions/0145). Every save is a new
 * revision; a page shows its latest published one. A save names the revision it started
 * from, and is refused (409, nothing written) when another has been saved since, so two
 * people editing one page never overwrite each other. Every write invalidates the caches of
 * every process (committedWrite), so an edit shows at once without a restart.
 */
export function createPageService(db: Kysely<Database>, cache: ReadCache) {
  const revisionsOf = (executor: Kysely<Database>, path: string, language: ContentLanguage) =>
    executor
      .selectFrom("page_revision")
      .selectAll()
      .where("path", "=", path)
      .where("language", "=", language)
      .orderBy("number", "desc");

  const pageExists = async (executor: Kysely<Database>, path: string) =>
    (await executor.selectFrom("page_revision").select("id").where("path", "=", path).limit(1).executeTakeFirst()) !==
    undefined;

  const checkMayEdit = (user: StaffUser, path: string) => {
    if (!mayEditPage(user, path)) {
      throw new Refusal("forbidden", `Your account may not change the ${groupOfPage(path)} pages`);
    }
  };

  /** Adds the next revision, refusing it when `baseRevision` is not the latest; answers it. */
  const addRevision = async (
    actor: Actor,
    author: string,
    { path, lang }: ContentQuery,
    // baseRevision null: added whatever the latest is (a restore names its own revision).
    revision: Omit<PageRevision, "revision" | "author" | "created_at"> & { baseRevision: number | null },
    action: "page.publish" | "page.draft" | "page.restore",
  ): Promise<PageRevision> => {
    try {
      return await committedWrite(db, cache, async (trx) => {
        const latest = await revisionsOf(trx, path, lang).limit(1).executeTakeFirst();
        const latestNumber = latest?.number ?? 0;
        if (latest && revision.baseRevision !== null && revision.baseRevision !== latestNumber) {
          throw new Refusal(
            "conflict",
            `This page was changed after you opened it: revision ${latestNumber}, saved by ${latest.author_name} ` +
              `at ${latest.created_at}, is the latest now. Your text was not saved; keep a copy, reload the page ` +
              `and make your change to the latest revision.`,
          );
        }
        // A save that changes nothing (the same text, published or not as it was) adds no revision and no entry.
        if (
          latest &&
          latest.title === revision.title &&
          latest.description === revision.description &&
          latest.body === revision.body &&
          toFlag(latest.published) === revision.published
        ) {
          return toRevision(latest);
        }
        const row = {
          id: newRowId(),
          path,
          language: lang,
          number: latestNumber + 1,
          title: revision.title,
          description: revision.description,
          body: revision.body,
          published: revision.published ? 1 : 0,
          author_id: actor.id,
          author_name: author,
          restored_from: revision.restored_from,
          created_at: new Date().toISOString(),
        };
        await trx.insertInto("page_revision").values(row).execute();
        if (row.published) await searchIndex.page(trx, path, lang);
        await recordAudit(trx, actor, {
          action,
          targetType: "page",
          targetId: path,
          // The bodies stay in the revisions: the log reads them from there for the text's difference.
          before: latest && {
            language: lang,
            title: latest.title,
            description: latest.description,
            revision: latest.number,
            published: toFlag(latest.published),
          },
          after: {
            language: lang,
            title: row.title,
            description: row.description,
            revision: row.number,
            published: revision.published,
          },
        });
        return toRevision(row);
      });
    } catch (error) {
      // The unique revision number: a save that raced another from the same start.
      if (isUniqueViolation(error, "page_revision")) {
        throw new Refusal(
          "conflict",
          "Someone saved this page at the same moment. Your text was not saved; keep a copy, reload the page and make your change to the latest revision.",
        );
      }
      throw error;
    }
  };

  return {
    /** The text a visitor reads, or undefined where the page has none published in this language. */
    published(path: string, language: ContentLanguage): Promise<PublishedPage | undefined> {
      return cache.read(`page:${language}:${path}`, async () => {
        const row = await revisionsOf(db, path, language).where("published", "=", 1).limit(1).executeTakeFirst();
        return {
          value: row && {
            title: row.title,
            description: row.description,
            body: row.body,
            updated: dateInIndia(row.created_at),
            revision: row.number,
          },
        };
      });
    },

    /** Every page, its group and, per language, its latest title and revision (the console's list). */
    async list(user: StaffUser): Promise<PageSummary[]> {
      const rows = await db
        .selectFrom("page_revision")
        .select(["path", "language", "number", "title", "published", "created_at"])
        .orderBy("path")
        .orderBy("language")
        .orderBy("number", "desc")
        .execute();
      const pages = new Map<string, PageSummary>();
      for (const row of rows) {
        let page = pages.get(row.path);
        if (!page) {
          page = { path: row.path, group: groupOfPage(row.path), editable: mayEditPage(user, row.path), languages: [] };
          pages.set(row.path, page);
        }
        const language = page.languages.find((entry) => entry.lang === row.language);
        if (!language) {
          page.languages.push({
            lang: row.language,
            title: row.title,
            revision: row.number,
            updated_at: row.created_at,
            has_draft: !toFlag(row.published),
          });
        }
      }
      return [...pages.values()];
    },

    /** A page in one language for its editor: the published text, a newer draft, and the revisions. */
    async text(user: StaffUser, { path, lang }: ContentQuery): Promise<PageText> {
      if (!(await pageExists(db, path))) throw new Refusal("not_found", `No information page has the path ${path}`);
      const revisions = (await revisionsOf(db, path, lang).limit(listedRevisions).execute()).map(toRevision);
      const current = revisions.find((revision) => revision.published) ?? null;
      const draft = revisions[0] && !revisions[0].published ? revisions[0] : null;
      return { path, lang, group: groupOfPage(path), editable: mayEditPage(user, path), current, draft, revisions };
    },

    /** Saves a new revision, published or as a draft; 409 when the page changed since `baseRevision`. */
    async save(user: StaffUser, actor: Actor, query: ContentQuery, write: ContentWrite): Promise<PageRevision> {
      checkMayEdit(user, query.path);
      if (!(await pageExists(db, query.path))) {
        throw new Refusal("not_found", `No information page has the path ${query.path}`);
      }
      // A description left out stays as it was, or is the other language's for a page new in this one.
      const previous = await db
        .selectFrom("page_revision")
        .select("description")
        .where("path", "=", query.path)
        .orderBy((eb) => eb.case().when("language", "=", query.lang).then(0).else(1).end())
        .orderBy("number", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      return addRevision(
        actor,
        user.name ?? user.email,
        query,
        {
          title: write.title,
          description: write.description ?? previous.description,
          body: write.body,
          published: write.publish,
          restored_from: null,
          baseRevision: write.baseRevision ?? 0,
        },
        write.publish ? "page.publish" : "page.draft",
      );
    },

    /** Publishes an earlier revision's text again, as a new revision. */
    async restore(user: StaffUser, actor: Actor, { path, lang, revision }: ContentRestore): Promise<PageRevision> {
      checkMayEdit(user, path);
      const earlier = await revisionsOf(db, path, lang).where("number", "=", revision).executeTakeFirst();
      if (!earlier)
        throw new Refusal("not_found", `The ${languageNames[lang]} page ${path} has no revision ${revision}`);
      return addRevision(
        actor,
        user.name ?? user.email,
        { path, lang },
        {
          title: earlier.title,
          description: earlier.description,
          body: earlier.body,
          published: true,
          restored_from: earlier.number,
          baseRevision: null,
        },
        "page.restore",
      );
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
