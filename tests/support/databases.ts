import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
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

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** `options`: how to open it again (the SQLite file, or the URL of the test's own PostgreSQL schema). */
export type TestDatabase = DatabaseHandle & { drop: () => Promise<void>; options: DatabaseOptions };

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
