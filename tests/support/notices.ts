import type { Kysely } from "kysely";
import type { NoticeSectionKey } from "#common/notice-sections.ts";
import type { Database } from "#server/db/schema.ts";
import { stableId } from "#server/db/stable-id.ts";

export type NoticeFixture = {
  title: string;
  section: NoticeSectionKey;
  created_at: string;
  archive?: boolean;
  valid_until?: string | null;
};

/**
 * Adds notices straight to the database (many at once, with chosen dates the
 * upload API does not take), each with an external link so it needs no file.
 * Callers then invalidate the read cache, as every service write does.
 */
export async function insertNotices(db: Kysely<Database>, fixtures: ReadonlyArray<NoticeFixture>): Promise<string[]> {
  const rows = fixtures.map((fixture) => ({
    id: stableId("test-notice", fixture.title),
    title: fixture.title,
    section: fixture.section,
    archive: fixture.archive ? 1 : 0,
    link: "https://example.org/notice",
    valid_until: fixture.valid_until ?? null,
    created_at: fixture.created_at,
    updated_at: fixture.created_at,
  }));
  await db.insertInto("notice").values(rows).execute();
  return rows.map((row) => row.id);
}
