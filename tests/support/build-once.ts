import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPagesIfStale } from "#server/page-build.mjs";
import { testBuildDirectory } from "./test-build.ts";

/** The run's folder of seeded SQLite files, one per profile and day (databases.ts); unset outside Vitest. */
export const seededTemplatesVariable = "DSEU_TEST_SEEDED_TEMPLATES";

/**
 * Vitest's global setup: the pages are built once, before any file runs, so parallel files never
 * race to build; and the run gets a folder for its seeded database templates (databases.ts), which
 * the workers inherit through the environment and which goes when the run ends.
 */
export default function buildPagesOnce(): () => void {
  const failure = buildPagesIfStale(testBuildDirectory, { stdio: "pipe" });
  if (failure) throw new Error(failure);
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-test-templates-"));
  process.env[seededTemplatesVariable] = templates;
  return () => fs.rmSync(templates, { recursive: true, force: true });
}
