import type { Generated } from "kysely";

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 UTC strings on both
 * engines, so they sort and compare the same in SQLite and PostgreSQL.
 */
export interface CampusTable {
  id: string;
  slug: string;
  name: string;
  zone: "central" | "north" | "south" | "east" | "west";
  address: string | null;
  sort_order: Generated<number>;
  created_at: string;
}

export interface Database {
  campus: CampusTable;
}
