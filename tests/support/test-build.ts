// The one page build every test serves: Vitest's suites and processes, the end-to-end server and
// the instances it starts. `npm test` runs them one after another, so they share "build" with
// `npm start` (a build is stamped with its sources' hash and redone only when they change).
// TEST_BUILD_DIR gives runs that overlap (two checkouts' tests at once) folders of their own.
export const testBuildDirectory = process.env.TEST_BUILD_DIR || "build";
