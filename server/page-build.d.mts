/** Builds the pages into `buildDirectory` unless it holds a build of the current sources; an error message on failure. */
export function buildPagesIfStale(buildDirectory: string, options?: { stdio?: "inherit" | "pipe" }): string | undefined;
