/**
 * Heavy work (reading a PDF's text now; later, reading scanned pages) runs in a child process
 * with a ceiling, never in a serving process: a file made to blow up (a stream that inflates a
 * thousandfold) or to take forever costs a child, which is killed, and not the site's memory
 * or its event loop. Docs: docs/decisions/0215.
 *
 * Three parts, usable apart:
 * - `watchChild` holds any child process (a Node script, or a program such as an OCR engine) to a
 *   ceiling of resident memory and of time, and kills it (SIGKILL) when it passes either;
 * - `createJobQueue` runs jobs a few at a time, in order of arrival;
 * - `createNodeWorker` keeps one Node child for a kind of job, started on the first job and
 *   reused while it stays small, each job watched by `watchChild`.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import module from "node:module";
import os from "node:os";

/** How much a child may take: resident memory (RSS) in bytes, and wall-clock time for one job. */
export type ChildLimits = { memoryBytes: number; milliseconds: number };

/** Why a job gave no answer: a limit passed, or the child failed on its own. */
export type Breach = "memory" | "time" | "failed";

export type JobOutcome<Output> = { ok: true; output: Output } | { ok: false; breach: Breach; detail: string };

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

/** Runs jobs at most `concurrent` at a time, the others waiting in order of arrival. */
export function createJobQueue(concurrent: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<Result>(job: () => Promise<Result>): Promise<Result> {
      if (running >= concurrent) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get waiting(): number {
      return waiting.length;
    },
  };
}

export type NodeWorkerOptions = {
  /** The script the child runs: it answers each message it is sent with one message (`process.send`). */
  script: string;
  limits: ChildLimits;
  /** V8's old generation in the child, in MB: a heap that would grow past it ends the child. */
  heapMegabytes: number;
  /** A child left larger than this after a job is ended, and the next job starts another. */
  recycleAboveBytes: number;
  /** A child idle this long is ended; the next job starts another. */
  idleMs: number;
};

/**
 * One Node child for a kind of job, one job at a time: started on the first job (a second or
 * so), then reused while it stays under `recycleAboveBytes`, and ended after `idleMs` without
 * work, so a server that takes no uploads keeps no child. Each job is held to the limits; a
 * job that passes one ends the child, and the next job starts another.
 */
export function createNodeWorker<Input, Output>(options: NodeWorkerOptions) {
  const queue = createJobQueue(1);
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;

  const end = (ended: ChildProcess) => {
    if (child === ended) child = undefined;
    ended.kill("SIGKILL");
  };

  const start = (): ChildProcess => {
    const started = fork(options.script, [], {
      execArgv: [`--max-old-space-size=${options.heapMegabytes}`, "--max-semi-space-size=4"],
      // The server's compile cache, so a child starts without compiling its modules again.
      env: { ...process.env, NODE_COMPILE_CACHE: module.getCompileCacheDir() ?? "" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    // Below the serving processes: on a busy machine a page waits for no PDF.
    started.once("spawn", () => {
      try {
        os.setPriority(started.pid!, 10);
      } catch {
        // Not allowed here: the child runs at the server's priority.
      }
    });
    started.once("exit", () => {
      if (child === started) child = undefined;
    });
    // A child that died is replaced on the next job; an error (it could not start) fails this one.
    started.on("error", () => {});
    // Neither the child nor its channel keeps a server that is stopping alive.
    started.unref();
    started.channel?.unref();
    return started;
  };

  /** The job's outcome: the child's answer, its death, or the limit it passed, whichever comes first. */
  const outcomeOf = (current: ChildProcess, input: Input, breached: Promise<Breach>) =>
    new Promise<JobOutcome<Output>>((resolve) => {
      const onMessage = (message: unknown) => finish({ ok: true, output: message as Output });
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        // V8 ends a process whose heap passes its limit by aborting.
        const breach = signal === "SIGABRT" ? "memory" : "failed";
        finish({ ok: false, breach, detail: `stopped (${signal ?? `exit code ${code}`})` });
      };
      const onError = (error: Error) => finish({ ok: false, breach: "failed", detail: error.message });
      const finish = (outcome: JobOutcome<Output>) => {
        current.off("message", onMessage).off("exit", onExit).off("error", onError);
        resolve(outcome);
      };
      current.on("message", onMessage).on("exit", onExit).on("error", onError);
      void breached.then((breach) => finish({ ok: false, breach, detail: `passed its ${breach} limit` }));
      current.send(input as object, (error) => {
        if (error) onError(error);
      });
    });

  const runJob = async (input: Input): Promise<JobOutcome<Output>> => {
    clearTimeout(idle);
    const current = child ?? (child = start());
    const watch = watchChild(current, options.limits);
    try {
      const outcome = await outcomeOf(current, input, watch.breached);
      if (!outcome.ok) end(current);
      return outcome;
    } finally {
      watch.stop();
      if (child === current) {
        const bytes = current.pid === undefined ? undefined : await residentBytes(current.pid);
        if (bytes !== undefined && bytes > options.recycleAboveBytes) end(current);
        else {
          idle = setTimeout(() => end(current), options.idleMs);
          idle.unref();
        }
      }
    }
  };

  return {
    /** Runs one job in the child, after those before it. */
    run(input: Input): Promise<JobOutcome<Output>> {
      return queue.run(() => runJob(input));
    },
    /** Ends the child, if there is one (a server's close). */
    close(): void {
      clearTimeout(idle);
      if (child) end(child);
    },
    /** The child's process id while it runs (tests and benchmarks watch it). */
    get pid(): number | undefined {
      return child?.pid;
    },
  };
}
