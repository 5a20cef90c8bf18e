import { afterAll, vi } from "vitest";

/**
 * Vitest's setup file, run in each test file: the files of a worker share its modules (decision
 * 0173), so whatever a file changes of the process's shared state is put back when it ends: the
 * real clock, and the original of every method a test replaced with a spy.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
