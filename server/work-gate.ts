import { AsyncLocalStorage } from "node:async_hooks";

/** How much of one kind of expensive work may run at once, and how much may wait for a turn. */
export type WorkLimits = { concurrent: number; queued: number };

/** Thrown by a full gate: the request is answered 503 with Retry-After. */
export class Overloaded extends Error {
  readonly statusCode = 503;
  constructor(work: string) {
    super(`Too much ${work} waiting: refused`);
    this.name = "Overloaded";
  }
}

/** Set while a request's admitted work runs: what it needs next waits instead of being refused. */
const admitted = new AsyncLocalStorage<true>();

/**
 * A bulkhead for one kind of expensive work (page renders, database reads that
 * no cache answers): at most `concurrent` run at once and at most `queued` wait
 * for a turn; anything beyond is refused at once with `Overloaded`, so a crowd
 * is answered 503 in microseconds instead of queueing until it times out, while
 * cheap work (cached answers, files) is never counted. Work started inside
 * `admit` (a render already let in) waits for its reads however long the queue,
 * so a page is not refused halfway. See docs/decisions/0074.
 */
export function createWorkGate(work: string, limits: WorkLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    /**
     * Runs `task` when its turn comes. With a `signal`, work still waiting when it aborts
     * (the visitor went away) leaves the queue unrun, rejected with the signal's reason:
     * after a crowd leaves, the server is not busy for seconds with pages nobody reads.
     */
    async run<Result>(task: () => Promise<Result>, signal?: AbortSignal): Promise<Result> {
      const inRender = admitted.getStore() === true;
      if (running < limits.concurrent) running += 1;
      else if (waiting.length < limits.queued || inRender) {
        signal?.throwIfAborted();
        // The finishing task hands its place straight to the next in line.
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal?.removeEventListener("abort", leave);
            resolve();
          };
          const leave = () => {
            waiting.splice(waiting.indexOf(turn), 1);
            reject(signal!.reason);
          };
          signal?.addEventListener("abort", leave, { once: true });
          waiting.push(turn);
        });
      } else throw new Overloaded(work);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },

    /** Runs `task` through the gate as admitted work (see above). */
    admit<Result>(task: () => Promise<Result>, signal?: AbortSignal): Promise<Result> {
      return this.run(() => admitted.run(true, task), signal);
    },

    /** Whether the next piece of work would be refused (for /readyz). */
    get full(): boolean {
      return running >= limits.concurrent && waiting.length >= limits.queued;
    },
  };
}

export type WorkGate = ReturnType<typeof createWorkGate>;
