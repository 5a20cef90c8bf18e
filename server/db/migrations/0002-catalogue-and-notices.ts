import { sql, type Kysely } from "kysely";

/**
 * Schools, departments, faculty, programmes (and where each is offered), campus
 * details, stored files and notices. Portable choices, so one migration serves
 * both engines:
 * - booleans are integer 0/1 columns (PostgreSQL would return `boolean`, SQLite 0/1);
 * - lists and the programme structure are JSON text, parsed by the services;
 * - file bytes are `bytea`: PostgreSQL's binary type, and to SQLite a type name
 *   whose column keeps a blob exactly as given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["maps_url", "email", "phone", "image"]) {
    await db.schema.alterTable("campus").addColumn(column, "text").execute();
  }

  await db.schema
    .createTable("department_school")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("department")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("school_id", "text", (column) => column.notNull().references("department_school.id"))
    .addColumn("hod_email", "text")
    .addColumn("overview", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("department_school_idx").on("department").column("school_id").execute();

  await db.schema
    .createTable("faculty")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("salutation", "text", (column) => column.notNull())
    .addColumn("firstname", "text", (column) => column.notNull())
    .addColumn("surname", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("department_id", "text", (column) => column.notNull().references("department.id"))
    .addColumn("designation", "text", (column) => column.notNull())
    .addColumn("qualifications", "text", (column) => column.notNull())
    .addColumn("areas_of_expertise", "text", (column) => column.notNull())
    .addColumn("photo", "text")
    .addColumn("profile", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("faculty_department_idx").on("faculty").column("department_id").execute();
  await db.schema.createIndex("faculty_name_idx").on("faculty").columns(["firstname", "surname"]).execute();

  await db.schema
    .createTable("program")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("level", "text", (column) => column.notNull().check(sql`level in ('DIPLOMA', 'UG', 'PG')`))
    .addColumn("department_id", "text", (column) => column.notNull().references("department.id"))
    .addColumn("duration", "text", (column) => column.notNull())
    .addColumn("intake", "integer")
    .addColumn("years", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("program_department_idx").on("program").column("department_id").execute();

  await db.schema
    .createTable("program_campus")
    .addColumn("program_id", "text", (column) => column.notNull().references("program.id").onDelete("cascade"))
    .addColumn("campus_id", "text", (column) => column.notNull().references("campus.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("program_campus_pk", ["program_id", "campus_id"])
    .execute();

  await db.schema
    .createTable("stored_file")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("content", "bytea", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("notice")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("section", "text", (column) => column.notNull())
    .addColumn("archive", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`archive in (0, 1)`),
    )
    .addColumn("file_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("file_name", "text")
    .addColumn("link", "text")
    .addColumn("valid_until", "text")
    .addColumn("end_date", "text")
    .addColumn("apply_link", "text")
    .addColumn("vacancies", "integer")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("notice_file_or_link", sql`file_id is not null or link is not null`)
    .execute();
  await db.schema.createIndex("notice_section_created_idx").on("notice").columns(["section", "created_at"]).execute();
  await db.schema.createIndex("notice_created_idx").on("notice").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["notice", "stored_file", "program_campus", "program", "faculty", "department"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable("department_school").execute();
  for (const column of ["image", "phone", "email", "maps_url"]) {
    await db.schema.alterTable("campus").dropColumn(column).execute();
  }
}
