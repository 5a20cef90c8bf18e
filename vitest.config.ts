import { defineConfig } from "vitest/config";
import { messageFiles } from "./scripts/vite-message-files.ts";

export default defineConfig({
  // Modules under test that show text import the message files (app/i18n/message-store.ts).
  plugins: [messageFiles()],
  test: {
    include: ["tests/{unit,api,process}/**/*.test.ts"],
    environment: "node",
    // The pages every suite and process serves, built once before the files start (in parallel).
    globalSetup: ["tests/support/build-once.ts"],
    // A worker's files share its modules rather than importing them again for each file: the
    // unit and API files took 95 s instead of 156 s (decision 0173). Each file starts its own
    // app and database; tests/support/between-files.ts puts back the clock and the spies.
    isolate: false,
    setupFiles: ["tests/support/between-files.ts"],
    // PostgreSQL suites each use a schema of their own, so files may run in parallel.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
