import { buildPagesIfStale } from "#server/page-build.mjs";
import { testBuildDirectory } from "./test-build.ts";

/** Vitest's global setup: the pages are built once, before any file runs, so parallel files never race to build. */
export default function buildPagesOnce(): void {
  const failure = buildPagesIfStale(testBuildDirectory, { stdio: "pipe" });
  if (failure) throw new Error(failure);
}
