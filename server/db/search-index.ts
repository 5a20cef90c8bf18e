import MarkdownIt from "markdown-it";
import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import { withAdmissionSession } from "#common/academic-session.ts";
import { committees, type CommitteeKey } from "#common/api/officials.ts";
import type { SearchKind } from "#common/api/search.ts";
import { pagePath, spelledPagePath } from "#common/page-lookup.ts";
import type { Database, SearchEntryTable } from "./schema.ts";
import { indexTerms } from "./search-terms.ts";
import { noticeSearchText } from "./notice-text/stored-blocks.ts";

/**
 * The search index (docs/decisions/0151): one `search_entry` row per thing a visitor can
 * find, with its display text and its terms. SQLite keeps an FTS5 table in step with it by
 * triggers, PostgreSQL a generated tsvector column, so writing the row is all any write
 * does, in the transaction of the write it follows. Every function here takes the
 * transaction (or, for a rebuild, the database) it runs in.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** Whether the database is PostgreSQL (otherwise SQLite): the two differ only in how they match. */
export function isPostgres(executor: Kysely<unknown>): boolean {
  return executor.getExecutor().adapter instanceof PostgresAdapter;
}

/** How much of a text the index keeps for snippets; the terms come from the whole of it. */
const keptBodyCharacters = 20_000;

/**
 * An entry's fields, with words found but not shown (`extra`) and headings that weigh as its
 * title; only a notice has an end (`valid_until`).
 */
type EntryFields = Omit<SearchEntryTable, "id" | "title_terms" | "terms" | "valid_until"> & {
  extra?: string;
  headings?: string;
  valid_until?: string | null;
};

/**
 * The words of a page's own name in its address, the last segment of its path
 * (`/about-us/annualReport` → "annual Report", `/recruitment` → "recruitment"): a visitor reads
 * them as the page's name, and they weigh as its title (decision 0230).
 */
function addressWords(path: string): string {
  return (path.split("/").at(-1) ?? "").replace(/([a-z])([A-Z])/g, "$1 $2").replaceAll("-", " ");
}

function entryRow({ extra, headings, valid_until = null, ...fields }: EntryFields): SearchEntryTable {
  const titleWords = [
    fields.title,
    fields.title_hi,
    headings,
    fields.kind === "page" ? addressWords(fields.path) : null,
  ];
  return {
    ...fields,
    valid_until,
    id: `${fields.kind}:${fields.language ?? "any"}:${fields.ref}`,
    // A result links the page's canonical address (decision 0233); a notice's file or link is as it is.
    path: fields.kind === "notice" ? fields.path : spelledPagePath(fields.path),
    body: fields.body.slice(0, keptBodyCharacters),
    title_terms: indexTerms(...titleWords).join(" "),
    terms: indexTerms(...titleWords, fields.body, extra).join(" "),
  };
}

const markdown = new MarkdownIt("commonmark", { html: false });

/** A page's Markdown as the words a reader sees: no link targets, no markup. */
export function markdownText(source: string): string {
  const pieces: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type !== "inline") continue;
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") pieces.push(child.content);
      else if (child.type === "softbreak" || child.type === "hardbreak") pieces.push(" ");
    }
    pieces.push("\n");
  }
  return pieces.join("").trim();
}

/** A page's Markdown headings, one a line: they weigh as the page's title in the search (decision 0128). */
function markdownHeadings(source: string): string {
  const tokens = markdown.parse(source, {});
  return tokens
    .flatMap((token, index) => (token.type === "heading_open" ? [tokens[index + 1]?.content ?? ""] : []))
    .join("\n");
}

function jsonList(text: string | null): string {
  if (!text) return "";
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item) => typeof item === "string").join(". ") : "";
  } catch {
    return "";
  }
}

/** The information pages' latest published revisions, per language; one page and language when given. */
async function pageEntries(db: Executor, only?: { path: string; language: "en" | "hi" }) {
  let query = db
    .selectFrom("page_revision as revision")
    .select(["revision.path", "revision.language", "revision.title", "revision.description", "revision.body"])
    .where("revision.published", "=", 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("page_revision as newer")
            .select("newer.id")
            .whereRef("newer.path", "=", "revision.path")
            .whereRef("newer.language", "=", "revision.language")
            .where("newer.published", "=", 1)
            .where("newer.number", ">", eb.ref("revision.number")),
        ),
      ),
    );
  if (only) query = query.where("revision.path", "=", only.path).where("revision.language", "=", only.language);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "page",
      ref: row.path,
      language: row.language,
      title: row.title,
      title_hi: null,
      body: `${row.description}\n${markdownText(row.body)}`,
      // The session a page names by its placeholder (decision 0171) is indexed as of the day of writing.
      headings: withAdmissionSession(markdownHeadings(row.body), new Date()),
      extra: withAdmissionSession(`${row.title}\n${row.description}\n${row.body}`, new Date()),
      path: row.path,
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

/**
 * Notices' entries; with `readText`, the text their reading views show (decision 0263), which the
 * migrations before 0054 (rebuilding the index) find no table for yet.
 */
async function noticeEntries(db: Executor, id?: string, readText = true) {
  let query = db
    .selectFrom("notice")
    .leftJoin("stored_file", "stored_file.id", "notice.file_id")
    .selectAll("notice")
    .select("stored_file.text")
    .$if(readText, (texts) =>
      texts
        .leftJoin("notice_file_text", "notice_file_text.file_id", "notice.file_id")
        .select((eb) => [
          "notice_file_text.blocks as read_blocks",
          eb
            .selectFrom("notice_text_revision")
            .select("notice_text_revision.blocks")
            .whereRef("notice_text_revision.notice_id", "=", "notice.id")
            .orderBy("notice_text_revision.number", "desc")
            .limit(1)
            .as("corrected_blocks"),
        ]),
    );
  if (id !== undefined) query = query.where("notice.id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "notice",
      ref: row.id,
      language: null,
      title: row.title,
      title_hi: row.title_hi,
      body: noticeSearchText(row.corrected_blocks ?? null, row.read_blocks ?? null, row.text),
      extra: row.order_number ?? undefined,
      path: row.file_id ? `/api/v1/files/${row.file_id}` : (row.link ?? ""),
      section: row.section,
      dated: row.created_at,
      archived: row.archive,
      valid_until: row.valid_until,
    }),
  );
}

async function programmeEntries(db: Executor, id?: string) {
  let query = db
    .selectFrom("program")
    .leftJoin("department", "department.id", "program.department_id")
    .selectAll("program")
    .select("department.name as department");
  if (id !== undefined) query = query.where("program.id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "programme",
      ref: row.id,
      language: null,
      title: row.name,
      title_hi: row.name_hi,
      // A programme a campus reported has no code, duration or department until staff add them.
      body: [row.code, row.level.toUpperCase(), row.duration, row.department]
        .filter((part) => part !== null)
        .join(" · "),
      path: `/programs/${row.id}`,
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

async function departmentEntries(db: Executor, id?: string) {
  let query = db
    .selectFrom("department")
    .innerJoin("department_school as school", "school.id", "department.school_id")
    .select(["department.id", "department.name", "department.name_hi", "department.overview", "school.name as school"]);
  if (id !== undefined) query = query.where("department.id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "department",
      ref: row.id,
      language: null,
      title: row.name,
      title_hi: row.name_hi,
      body: `${row.school}\n${markdownText(row.overview)}`,
      path: `/dept/${row.id}`,
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

async function personEntries(db: Executor, id?: string) {
  let query = db
    .selectFrom("faculty")
    .innerJoin("department", "department.id", "faculty.department_id")
    .selectAll("faculty")
    .select("department.name as department");
  if (id !== undefined) query = query.where("faculty.id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "person",
      ref: row.id,
      language: null,
      title: [row.salutation, row.firstname, row.surname].filter(Boolean).join(" "),
      title_hi: null,
      body: [
        `${row.designation}, ${row.department}`,
        jsonList(row.areas_of_expertise),
        jsonList(row.qualifications),
        markdownText(row.profile),
      ].join("\n"),
      path: `/faculty/${row.id}`,
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

async function campusEntries(db: Executor, id?: string) {
  let query = db.selectFrom("campus").selectAll();
  if (id !== undefined) query = query.where("id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "campus",
      ref: row.id,
      language: null,
      title: row.name,
      title_hi: row.name_hi,
      body: [
        row.address,
        `${row.zone} zone`,
        jsonList(row.highlights),
        jsonList(row.labs),
        jsonList(row.listed_programmes),
        row.transport,
        row.history,
      ]
        .filter(Boolean)
        .join("\n"),
      path: `/campus/${row.slug}`,
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

/** The officers' pages, by office. */
const officePaths: Record<string, string> = {
  chancellor: pagePath("chancellor"),
  "vice-chancellor": pagePath("viceChancellor"),
  registrar: pagePath("registrar"),
  coe: pagePath("coe"),
  cof: pagePath("cof"),
};

/** The five officers with a page of their own, found by name and by office (migration 0020). */
async function officialEntries(db: Executor, id?: string) {
  let query = db.selectFrom("official").select(["id", "name_en", "name_hi", "designation_en", "designation_hi"]);
  if (id !== undefined) query = query.where("id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "person",
      ref: `official-${row.id}`,
      language: null,
      title: row.name_en ?? row.designation_en,
      title_hi: row.name_hi ?? row.designation_hi,
      body: `${row.designation_en}. ${row.designation_hi}`,
      path: officePaths[row.id] ?? "/",
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

/** The committees' members, found by name and designation, leading to the page that lists them (decision 0161). */
async function committeeMemberEntries(db: Executor, id?: string) {
  let query = db
    .selectFrom("committee_member")
    .select(["id", "committee", "name_en", "name_hi", "designation_en", "designation_hi"]);
  if (id !== undefined) query = query.where("id", "=", id);
  return (await query.execute()).map((row) =>
    entryRow({
      kind: "person",
      ref: `committee-${row.id}`,
      language: null,
      title: row.name_en,
      title_hi: row.name_hi,
      body: [row.designation_en, row.designation_hi].filter(Boolean).join(". "),
      path: committees[row.committee as CommitteeKey] ?? "/",
      section: null,
      dated: null,
      archived: 0,
    }),
  );
}

/**
 * A page whose words the app's message catalogue holds rather than the database (the grievance
 * and RTI form, the notice boards, the directories: docs/decisions/0128), as the app's server
 * entry gives it: its title, its description, its sections' headings and the other text it shows.
 */
export type CataloguePage = {
  path: string;
  language: "en" | "hi";
  title: string;
  description: string;
  /** The headings of the page's sections, which weigh as its title ("Right to Information (RTI)"). */
  headings: string;
  body: string;
};

function cataloguePageRow(page: CataloguePage): SearchEntryTable {
  return entryRow({
    kind: "page",
    ref: page.path,
    language: page.language,
    title: page.title,
    title_hi: null,
    body: `${page.description}\n${page.body}`,
    headings: withAdmissionSession(page.headings, new Date()),
    extra: withAdmissionSession(`${page.title}\n${page.description}\n${page.body}`, new Date()),
    path: page.path,
    section: null,
    dated: null,
    archived: 0,
  });
}

/**
 * Page entries with no page revision behind them: the catalogue's pages, which a rebuild from
 * the records keeps and a new build's list replaces.
 */
function withoutRevision(db: Executor) {
  return (eb: ExpressionBuilder<Database, "search_entry">) =>
    eb.and([eb("kind", "=", "page"), eb("ref", "not in", db.selectFrom("page_revision").select("path"))]);
}

/**
 * Puts the catalogue's pages in the index in place of an earlier build's, in the caller's
 * transaction. A path that has page revisions is the database's page and is left to them.
 * Written over any row of the same id, so processes starting together do not collide.
 */
export async function indexCataloguePages(trx: Transaction<Database>, pages: ReadonlyArray<CataloguePage>) {
  const rows = pages.map(cataloguePageRow);
  const ids = rows.map((row) => row.id);
  let stale = trx.deleteFrom("search_entry").where(withoutRevision(trx));
  if (ids.length > 0) stale = stale.where("id", "not in", ids);
  await stale.execute();
  const revised = new Set(
    (await trx.selectFrom("page_revision").select("path").distinct().execute()).map((row) => row.path),
  );
  for (const row of rows) {
    if (revised.has(row.ref)) continue;
    const { id: _id, ...fields } = row;
    await trx
      .insertInto("search_entry")
      .values(row)
      .onConflict((conflict) => conflict.column("id").doUpdateSet(fields))
      .execute();
  }
}

/** Rows are written in batches, well under both engines' limits on bound parameters. */
const batchSize = 50;

/** A row as written: one written before migration 0042 has no end. */
type WrittenEntry = Omit<SearchEntryTable, "valid_until"> & Partial<Pick<SearchEntryTable, "valid_until">>;

async function insertEntries(db: Executor, rows: ReadonlyArray<WrittenEntry>): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto("search_entry")
      .values(rows.slice(start, start + batchSize))
      .execute();
  }
}

/** Replaces one record's entries (none when it is gone): what every write calls, in its transaction. */
async function replaceEntries(
  trx: Transaction<Database>,
  kind: SearchKind,
  ref: string,
  rows: ReadonlyArray<SearchEntryTable>,
  language?: "en" | "hi",
) {
  let removal = trx.deleteFrom("search_entry").where("kind", "=", kind).where("ref", "=", ref);
  if (language) removal = removal.where("language", "=", language);
  await removal.execute();
  await insertEntries(trx, rows);
}

/** The writes' side of the index: each brings one record's entry up to date, in the write's transaction. */
export const searchIndex = {
  notice: async (trx: Transaction<Database>, id: string) => {
    // Two writers may index one notice at once (staff's edit, and the background reading of its
    // PDF, decision 0296): on PostgreSQL the later waits here for the earlier to commit, then reads
    // what it wrote, rather than replacing its entry and colliding with it. SQLite writes one at a time.
    if (isPostgres(trx as unknown as Kysely<unknown>))
      await sql`select id from notice where id = ${id} for update`.execute(trx);
    return replaceEntries(trx, "notice", id, await noticeEntries(trx, id));
  },
  page: async (trx: Transaction<Database>, path: string, language: "en" | "hi") =>
    replaceEntries(trx, "page", path, await pageEntries(trx, { path, language }), language),
  person: async (trx: Transaction<Database>, id: string) =>
    replaceEntries(trx, "person", id, await personEntries(trx, id)),
  department: async (trx: Transaction<Database>, id: string) =>
    replaceEntries(trx, "department", id, await departmentEntries(trx, id)),
  programme: async (trx: Transaction<Database>, id: string) =>
    replaceEntries(trx, "programme", id, await programmeEntries(trx, id)),
  campus: async (trx: Transaction<Database>, id: string) =>
    replaceEntries(trx, "campus", id, await campusEntries(trx, id)),
  official: async (trx: Transaction<Database>, id: string) =>
    replaceEntries(trx, "person", `official-${id}`, await officialEntries(trx, id)),
  committeeMember: async (trx: Transaction<Database>, id: string) =>
    replaceEntries(trx, "person", `committee-${id}`, await committeeMemberEntries(trx, id)),
};

/**
 * Whether a table, or a column of one, exists yet: the migration that makes the index runs
 * before the one that makes the officers' and the committees' (0020) and before the one that
 * keeps a notice's end (0042), and indexes what there is then. On PostgreSQL, in the
 * connection's own schema (others may hold one).
 */
async function hasTableOrColumn(db: Executor, name: string, column?: string): Promise<boolean> {
  const { rows } = isPostgres(db as Kysely<unknown>)
    ? await sql<{ present: boolean }>`select exists (
        select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = ${name}${column ? sql` and column_name = ${column}` : sql``}
      ) as present`.execute(db)
    : await sql<{ present: number }>`select count(*) as present from sqlite_master m, pragma_table_info(m.name) c
        where m.type = 'table' and m.name = ${name}${column ? sql` and c.name = ${column}` : sql``}`.execute(db);
  return Boolean(rows[0]?.present);
}

/**
 * Empties the index and fills it from every record (the catalogue's pages, which no record
 * holds, stay as the last start wrote them): what the migration that made it does
 * for the rows already there, what the seed does after adding its rows, and what a write
 * that removes many records at once (the sample data) does.
 */
export async function rebuildSearchIndex(db: Executor): Promise<number> {
  await db
    .deleteFrom("search_entry")
    .where((eb) => eb.not(withoutRevision(db)(eb)))
    .execute();
  const rows = [
    ...(await pageEntries(db)),
    ...(await noticeEntries(db, undefined, await hasTableOrColumn(db, "notice_file_text"))),
    ...(await programmeEntries(db)),
    ...(await departmentEntries(db)),
    ...(await personEntries(db)),
    ...(await campusEntries(db)),
    ...((await hasTableOrColumn(db, "official"))
      ? [...(await officialEntries(db)), ...(await committeeMemberEntries(db))]
      : []),
  ];
  const withEnds = await hasTableOrColumn(db, "search_entry", "valid_until");
  await insertEntries(db, withEnds ? rows : rows.map(({ valid_until: _end, ...row }) => row));
  if (!isPostgres(db as Kysely<unknown>)) {
    // FTS5 merges its segments as it goes; after a bulk fill one merge keeps its reads quick.
    await sql`insert into search_text(search_text) values ('optimize')`.execute(db);
  }
  return rows.length;
}
