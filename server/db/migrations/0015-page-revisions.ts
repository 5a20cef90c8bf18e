import { sql, type Kysely } from "kysely";

/**
 * Information pages move from files into the database (docs/decisions/0145): every save of
 * a page in a language is a revision, numbered from 1 per page and language (the content
 * folder's text), and the unique number is what turns two saves from one starting point
 * into one save and one conflict. Staff accounts gain a name (the audit log's sentences)
 * and the page groups an editor may change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_revision")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn("number", "integer", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("published", "integer", (column) => column.notNull().check(sql`published in (0, 1)`))
    .addColumn("author_id", "text", (column) => column.references("staff_user.id").onDelete("set null"))
    .addColumn("author_name", "text", (column) => column.notNull())
    .addColumn("restored_from", "integer")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("page_revision_number_unique", ["path", "language", "number"])
    .execute();

  await db.schema.alterTable("staff_user").addColumn("name", "text").execute();
  await db.schema
    .alterTable("staff_user")
    .addColumn("page_groups", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_user").dropColumn("page_groups").execute();
  await db.schema.alterTable("staff_user").dropColumn("name").execute();
  await db.schema.dropTable("page_revision").execute();
}
