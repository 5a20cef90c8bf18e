import type { Kysely } from "kysely";

const hindiNamed = ["campus", "department_school", "department", "program"] as const;
const campusDetails = ["director", "director_email", "transport", "history"] as const;
/** JSON arrays of strings, empty until a campus reports them. */
const campusLists = ["highlights", "labs", "listed_programmes"] as const;

/**
 * Hindi names beside the English ones (null when unknown), the faculty
 * abbreviation, and what a campus reports about itself: its director and the
 * director's official mailbox, how to get there, its history, highlights,
 * laboratories and the programmes as it lists them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of hindiNamed) {
    await db.schema.alterTable(table).addColumn("name_hi", "text").execute();
  }
  await db.schema.alterTable("department_school").addColumn("abbreviation", "text").execute();
  for (const column of campusDetails) {
    await db.schema.alterTable("campus").addColumn(column, "text").execute();
  }
  for (const column of campusLists) {
    await db.schema
      .alterTable("campus")
      .addColumn(column, "text", (definition) => definition.notNull().defaultTo("[]"))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...campusLists, ...campusDetails]) {
    await db.schema.alterTable("campus").dropColumn(column).execute();
  }
  await db.schema.alterTable("department_school").dropColumn("abbreviation").execute();
  for (const table of hindiNamed) {
    await db.schema.alterTable(table).dropColumn("name_hi").execute();
  }
}
