import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/{unit,api,process}/**/*.test.ts"],
    environment: "node",
    // PostgreSQL suites each use a schema of their own, so files may run in parallel.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
