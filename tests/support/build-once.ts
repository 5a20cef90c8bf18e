import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPagesIfStale } from "#server/page-build.mjs";
import pg from "pg";
import { testBuildDirectory } from "./test-build.ts";

/** The run's folder of seeded SQLite files, one per profile and day (databases.ts); unset outside Vitest. */
export const seededTemplatesVariable = "DSEU_TEST_SEEDED_TEMPLATES";

/** What the names of one run's seeded PostgreSQL templates start with (databases.ts makes them). */
export function seededSchemaPrefix(templatesFolder: string): string {
  return `seeded_${createHash("sha256").update(templatesFolder).digest("hex").slice(0, 12)}`;
}

/** Drops the run's seeded PostgreSQL templates. */
async function dropSeededSchemas(baseUrl: string, templatesFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const schemas = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where starts_with(nspname, $1)",
      [`${seededSchemaPrefix(templatesFolder)}_`],
    );
    for (const { name } of schemas.rows) await client.query(`drop schema ${name} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Vitest's global setup: the pages are built once, before any file runs, so parallel files never
 * race to build; and the run gets a folder for its seeded database templates (databases.ts), which
 * the workers inherit through the environment and which goes when the run ends, with the
 * PostgreSQL templates named after it.
 */
export default function buildPagesOnce(): () => Promise<void> {
  const failure = buildPagesIfStale(testBuildDirectory, { stdio: "pipe" });
  if (failure) throw new Error(failure);
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-test-templates-"));
  process.env[seededTemplatesVariable] = templates;
  return async () => {
    fs.rmSync(templates, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropSeededSchemas(process.env.TEST_DATABASE_URL, templates);
  };
}
