/** Helpers the services share to turn rows of either engine into API objects. */

/** COUNT(*) is a number in SQLite and a string (bigint) in PostgreSQL. */
export function toCount(value: number | string | bigint): number {
  return Number(value);
}

/** Integer 0/1 flags (docs/decisions/0010) as booleans. */
export function toFlag(value: number | boolean): boolean {
  return value === 1 || value === true;
}

/** A JSON-text column holding a list of strings. */
export function parseStringList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Whether a write failed on a unique constraint of `table` (its column `column`, if given):
 * PostgreSQL's error code, or SQLite's message naming the table's columns.
 */
export function isUniqueViolation(error: unknown, table: string, column?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ("code" in error && error.code === "23505") return true;
  return error instanceof Error && error.message.includes(`UNIQUE constraint failed: ${table}.${column ?? ""}`);
}

const nameCollator = new Intl.Collator("en");

/**
 * Sorts in place by a name, identically on both engines: PostgreSQL's ORDER BY
 * follows the database's locale (punctuation and case weigh little) while
 * SQLite's compares bytes, so "B.Tech." and "BBA" would swap places.
 */
export function sortByName<Item>(items: Item[], name: (item: Item) => string): Item[] {
  return items.sort((a, b) => nameCollator.compare(name(a), name(b)));
}
