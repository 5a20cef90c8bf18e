import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import {
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
  type Engine,
} from "#server/db/database.ts";
import type { Database } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import type { SeedProfile } from "#server/db/seed/parts.ts";
import { seededSchemaPrefix, seededTemplatesVariable } from "./build-once.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** `options`: how to open it again (the SQLite file, or the URL of the test's own PostgreSQL schema). */
export type TestDatabase = DatabaseHandle & { drop: () => Promise<void>; options: DatabaseOptions };

/** The day a seeded template is for: the seed dates its rows by the day; a given moment is part of the name as it is. */
const templateDay = (today: Date | undefined) =>
  today ? today.toISOString().replace(/[:.]/g, "-") : new Date().toISOString().slice(0, 10);

/**
 * Puts a seeded, migrated SQLite database at `file`, copied from the run's template for the
 * profile and day, made by the first file that needs it. Seeding makes and reads a hundred PDFs
 * (0.8 to 1.5 s here); a copy takes milliseconds, and most files open a seeded database or two.
 * Returns false when there is no folder for templates, and the caller seeds.
 */
async function copySeededTemplate(file: string, profile: SeedProfile, today: Date | undefined): Promise<boolean> {
  const directory = process.env[seededTemplatesVariable];
  if (!directory) return false;
  const template = path.join(directory, `${profile}-${templateDay(today)}.sqlite`);
  if (!fs.existsSync(template)) {
    const scratch = `${template}.${process.pid}-${randomBytes(4).toString("hex")}`;
    const handle = openDatabase({ engine: "sqlite", file: scratch });
    await migrateToLatest(handle);
    await seedDatabase(handle.db, { profile, ...(today && { today }) });
    // Everything into the main file, so the file alone is the database.
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    await handle.close();
    // Atomic: a file making the same template at the same time made the same rows.
    fs.renameSync(scratch, template);
  }
  fs.copyFileSync(template, file);
  return true;
}

/** A schema name from any words: lower case letters, digits and underscores. */
const schemaName = (...words: string[]) =>
  words
    .join("_")
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_");

/** A connection string whose tables are those of `schema` (search_path set through the connection's options). */
function schemaUrl(baseUrl: string, schema: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

/** The tables of a schema, each after the tables its foreign keys name; Kysely's own bookkeeping left out. */
async function tablesInInsertOrder(client: pg.Client, schema: string): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'r' and c.relname not like 'kysely_migration%' order by c.relname`,
    [schema],
  );
  const references = await client.query<{ table: string; references: string }>(
    `select c.relname as table, r.relname as references from pg_constraint f
     join pg_class c on c.oid = f.conrelid join pg_class r on r.oid = f.confrelid
     join pg_namespace n on n.oid = f.connamespace where f.contype = 'f' and n.nspname = $1`,
    [schema],
  );
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    for (const { references: parent } of references.rows.filter((row) => row.table === table)) {
      if (parent !== table) visit(parent);
    }
    ordered.push(table);
  };
  for (const { name } of tables.rows) visit(name);
  return ordered;
}

/**
 * Fills the migrated, empty-handed `schema` with the rows of the run's seeded template for the
 * profile and day, which the first file that needs it makes (under an advisory lock, so two
 * files at once make it once). Seeding on PostgreSQL sends thousands of rows one statement at a
 * time besides making and reading the PDFs: seconds per database, against a copy within the
 * server. Returns false when there is no folder for templates, and the caller seeds.
 */
async function copySeededSchema(baseUrl: string, schema: string, profile: SeedProfile, today: Date | undefined) {
  const directory = process.env[seededTemplatesVariable];
  if (!directory) return false;
  const template = schemaName(seededSchemaPrefix(directory), profile, templateDay(today));
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [template]);
    try {
      const made = await client.query("select 1 from pg_namespace where nspname = $1", [template]);
      if (made.rowCount === 0) {
        await client.query(`create schema ${template}`);
        const handle = openDatabase({ engine: "postgres", url: schemaUrl(baseUrl, template), maxConnections: 4 });
        try {
          await migrateToLatest(handle);
          await seedDatabase(handle.db, { profile, ...(today && { today }) });
        } finally {
          await handle.close();
        }
      }
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [template]);
    }
    const tables = await tablesInInsertOrder(client, template);
    await client.query("begin");
    // Rows the migrations wrote are the template's too: the copy replaces them.
    await client.query(`truncate ${tables.map((table) => `${schema}.${table}`).join(", ")}`);
    for (const table of tables) {
      // Generated columns (the search entries' documents) are computed again as the rows arrive.
      const columns = await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
        [template, table],
      );
      const list = columns.rows.map(({ name }) => `"${name}"`).join(", ");
      await client.query(`insert into ${schema}.${table} (${list}) select ${list} from ${template}.${table}`);
    }
    await client.query("commit");
  } finally {
    await client.end();
  }
  return true;
}

/**
 * A fresh, migrated database: a temporary SQLite file, or a PostgreSQL schema
 * of its own (search_path set through the connection's options) that is
 * dropped afterwards. Seeded with the demo profile unless told otherwise; in a
 * Vitest run, copied from the run's seeded template for the profile and day.
 */
export async function createTestDatabase(
  engine: Engine,
  { seed = true, profile = "demo", today }: { seed?: boolean; profile?: SeedProfile; today?: Date } = {},
): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let options: DatabaseOptions;
  if (engine === "sqlite") {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-test-"));
    options = { engine: "sqlite", file: path.join(directory, "test.sqlite") };
    // A copy is migrated and seeded already: the two steps below then find nothing to do.
    if (seed) await copySeededTemplate(options.file, profile, today);
    handle = openDatabase(options);
    drop = async () => fs.rmSync(directory, { recursive: true, force: true });
  } else {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    options = { engine: "postgres", url: schemaUrl(baseUrl, schema), maxConnections: 4 };
    handle = openDatabase(options);
    // Seeded by a copy once migrated: the seed below then finds nothing to do.
    if (seed) {
      await migrateToLatest(handle);
      await copySeededSchema(baseUrl, schema, profile, today);
    }
    drop = async () => {
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    };
  }
  await migrateToLatest(handle);
  if (seed) await seedDatabase(handle.db, { profile, ...(today && { today }) });
  return {
    ...handle,
    options,
    drop: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** What a crash must never leave: a notice whose file is missing, or a stored file no notice uses. */
export async function halfWrittenNotices(db: Kysely<Database>) {
  const noticesWithoutFile = await db
    .selectFrom("notice")
    .leftJoin("stored_file", "stored_file.id", "notice.file_id")
    .select("notice.id")
    .where("notice.file_id", "is not", null)
    .where("stored_file.id", "is", null)
    .execute();
  const filesWithoutNotice = await db
    .selectFrom("stored_file")
    .leftJoin("notice", "notice.file_id", "stored_file.id")
    .select("stored_file.id")
    .where("notice.id", "is", null)
    .execute();
  return { noticesWithoutFile, filesWithoutNotice };
}
