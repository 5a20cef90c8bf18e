/**
 * A ceiling of memory and time for a child process (docs/decisions/0215): heavy work (reading a
 * PDF's text, recognising its pages: ./notice-text/reader.ts) runs in a child, never in a serving
 * process, so a file made to blow up (a stream that inflates a thousandfold) or to take forever
 * costs the child, which is killed, and not the site's memory or its event loop.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs/promises";

/** How much a child may take: resident memory (RSS) in bytes, and wall-clock time from when it is watched. */
export type ChildLimits = { memoryBytes: number; milliseconds: number };

/** The limit a child passed. */
export type Breach = "memory" | "time";

/** How often a watched child's memory is read: a thousandfold stream inflates some 200 MB a second. */
const memorySampleMs = 10;

/** The resident memory of a process in bytes (Linux's /proc), or undefined where it cannot be read. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, "latin1");
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * Holds `child` to `limits` from now until `stop()`: reads its resident memory every few
 * milliseconds and kills it the moment either limit is passed. `breached` settles with the
 * limit it passed, and never settles if none was.
 */
export function watchChild(child: ChildProcess, limits: ChildLimits): { breached: Promise<Breach>; stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sampler: NodeJS.Timeout | undefined;
  const breached = new Promise<Breach>((resolve) => {
    const kill = (breach: Breach) => {
      if (stopped) return;
      stop();
      child.kill("SIGKILL");
      resolve(breach);
    };
    timer = setTimeout(() => kill("time"), limits.milliseconds);
    let sampling = false;
    sampler = setInterval(() => {
      if (sampling || child.pid === undefined) return;
      sampling = true;
      void residentBytes(child.pid).then((bytes) => {
        sampling = false;
        if (bytes !== undefined && bytes > limits.memoryBytes) kill("memory");
      });
    }, memorySampleMs);
  });
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(sampler);
  };
  return { breached, stop };
}
