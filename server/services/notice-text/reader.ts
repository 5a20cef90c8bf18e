import { fork } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {
  ReadingLimits,
  ReadingMessage,
  ReadingOutcome,
  ReadingRequest,
} from "../../db/notice-text/reading-outcome.ts";
import { textLayerOverTime } from "../../db/notice-text/read-pdf.ts";
import { watchChild } from "../limited-child.ts";

/** The reading process's heap: PDF.js on a hostile file stops here, not in the server's memory. */
const readingHeapMegabytes = 256;
const megabyte = 1024 * 1024;
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
 * The process is held from here to a ceiling (decision 0215): its resident memory to
 * `processMegabytes` throughout, which bounds what its heap limit does not (the buffers PDF.js
 * inflates a stream into), and its time to `textLayerSeconds` from its start until recognition
 * begins, then to `totalSeconds` and a grace; past either it is killed at once.
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
      let watch: ReturnType<typeof watchChild> | undefined;
      const finish = (outcome: ReadingOutcome) => {
        if (settled) return;
        settled = true;
        watch?.stop();
        signal?.removeEventListener("abort", stop);
        resolve(outcome);
      };
      const stop = () => finish({ state: "failed", reason: "Reading was stopped", pages: null });
      const overMemory = `Reading needed more than ${limits.processMegabytes} MB of memory`;
      /** Holds the process to its memory and to `seconds` from now; `overTime` says why it was stopped. */
      const holdTo = (seconds: number, overTime: string) => {
        watch?.stop();
        const current = watchChild(child, {
          memoryBytes: limits.processMegabytes * megabyte,
          milliseconds: seconds * 1000,
        });
        watch = current;
        void current.breached.then((breach) =>
          finish({ state: "failed", reason: breach === "memory" ? overMemory : overTime, pages: null }),
        );
      };
      const overTotal = `Reading went over its limit of ${limits.totalSeconds} s`;
      // Until it is ready (a start is quick, but slower on a busy machine), the whole time.
      holdTo(limits.totalSeconds + graceSeconds, overTotal);
      let ready = 0;
      let recognising = false;
      signal?.addEventListener("abort", stop);
      if (signal?.aborted) stop();
      child.on("message", (message: ReadingMessage) => {
        if (message.type === "ready") {
          ready = Date.now();
          holdTo(Math.min(limits.textLayerSeconds, limits.totalSeconds + graceSeconds), textLayerOverTime(limits));
          child.send({ pdf, directory, limits } satisfies ReadingRequest);
        } else if (message.type === "page") {
          if (!recognising) {
            recognising = true;
            holdTo(limits.totalSeconds + graceSeconds - (Date.now() - ready) / 1000, overTotal);
          }
          onPage?.(message.page, message.of);
        } else finish(message.outcome);
      });
      child.on("error", (error) => finish({ state: "failed", reason: error.message, pages: null }));
      child.on("exit", (code, exitSignal) =>
        finish({
          state: "failed",
          // V8 ends a process whose heap passes its limit by aborting.
          reason:
            exitSignal === "SIGABRT" || code === 134
              ? overMemory
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
