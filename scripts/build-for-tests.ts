/**
 * Builds the pages the tests serve (tests/support/test-build.ts) unless they are already built
 * from the current sources. `npm test` runs it beside the type check and lint, whose last
 * seconds leave a core idle, so Vitest's own build-once finds nothing to do. The build prints
 * its own output, so a failure shows the bundler's message and not only that it failed.
 */
import { buildPagesIfStale } from "../server/page-build.mjs";
import { testBuildDirectory } from "../tests/support/test-build.ts";

const failure = buildPagesIfStale(testBuildDirectory);
if (failure) {
  console.error(failure);
  process.exitCode = 1;
}
