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
import { seededTemplatesVariable } from "./build-once.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** `options`: how to open it again (the SQLite file, or the URL of the test's own PostgreSQL schema). */
export type TestDatabase = DatabaseHandle & { drop: () => Promise<void>; options: DatabaseOptions };

/**
 * Puts a seeded, migrated SQLite database at `file`, copied from the run's template for the
 * profile and day, made by the first file that needs it. Seeding makes and reads a hundred PDFs
 * (0.8 to 1.5 s here); a copy takes milliseconds, and most files open a seeded database or two.
 * Returns false when there is no folder for templates, and the caller seeds.
 */
async function copySeededTemplate(file: string, profile: SeedProfile, today: Date | undefined): Promise<boolean> {
  const directory = process.env[seededTemplatesVariable];
  if (!directory) return false;
  // The seed dates its rows by the day; a given moment is part of the name as it is.
  const day = today ? today.toISOString().replace(/[:.]/g, "-") : new Date().toISOString().slice(0, 10);
  const template = path.join(directory, `${profile}-${day}.sqlite`);
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

/**
 * A fresh, migrated database: a temporary SQLite file, or a PostgreSQL schema
 * of its own (search_path set through the connection's options) that is
 * dropped afterwards. Seeded with the demo profile unless told otherwise.
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
    const url = new URL(baseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    options = { engine: "postgres", url: url.toString(), maxConnections: 4 };
    handle = openDatabase(options);
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
