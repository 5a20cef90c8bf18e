import { fork } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ReadingLimits, ReadingMessage, ReadingOutcome, ReadingRequest } from "./reading-outcome.ts";

/** The reading process's heap: PDF.js on a hostile file stops here, not in the server's memory. */
const readingHeapMegabytes = 256;
/** Its scheduling priority: below the site's, so a visitor's request comes first (POSIX nice). */
const readingNiceness = 10;
/** How long past its limit the reading process may take to answer before it is killed. */
const graceSeconds = 30;

const readingProcess = fileURLToPath(new URL("./reading-process.ts", import.meta.url));

/** Kills the reading process's group: the process and any tool it is running. */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Gone already.
  }
}

/**
 * Reads a PDF's text in a reading process of its own (reading-process.ts), within the limits;
 * `onPage` hears of each page recognition begins. Never throws: a process that fails, is
 * killed or goes over its time gives a failed outcome. `signal` stops it (the server is ending).
 */
export async function readPdf(
  content: Uint8Array,
  limits: ReadingLimits,
  { onPage, signal }: { onPage?: (page: number, of: number) => void; signal?: AbortSignal } = {},
): Promise<ReadingOutcome> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "dseu-reading-"));
  const pdf = path.join(directory, "notice.pdf");
  await fs.writeFile(pdf, content);
  // Its own process group, so that killing the group takes its tools with it.
  const child = fork(readingProcess, [], {
    execArgv: [`--max-old-space-size=${readingHeapMegabytes}`],
    detached: true,
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, readingNiceness);
    return await new Promise<ReadingOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: ReadingOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener("abort", stop);
        resolve(outcome);
      };
      const stop = () => finish({ state: "failed", reason: "Reading was stopped", pages: null });
      const timer = setTimeout(
        () =>
          finish({ state: "failed", reason: `Reading went over its limit of ${limits.totalSeconds} s`, pages: null }),
        (limits.totalSeconds + graceSeconds) * 1000,
      );
      signal?.addEventListener("abort", stop);
      if (signal?.aborted) stop();
      child.on("message", (message: ReadingMessage) => {
        if (message.type === "ready") child.send({ pdf, directory, limits } satisfies ReadingRequest);
        else if (message.type === "page") onPage?.(message.page, message.of);
        else finish(message.outcome);
      });
      child.on("error", (error) => finish({ state: "failed", reason: error.message, pages: null }));
      child.on("exit", (code, exitSignal) =>
        finish({
          state: "failed",
          reason:
            exitSignal === "SIGKILL" || code === 134
              ? "The reading process went over its memory or time"
              : `The reading process stopped (${exitSignal ?? `exit code ${code}`})`,
          pages: null,
        }),
      );
    });
  } finally {
    killGroup(child.pid);
    await fs.rm(directory, { recursive: true, force: true });
  }
}
