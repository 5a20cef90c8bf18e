import { AsyncLocalStorage } from "node:async_hooks";

/** How much of one kind of expensive work may run at once, and how much may wait for a turn. */
export type WorkLimits = { concurrent: number; queued: number };

/** Thrown by a full gate: the request is answered 503 with Retry-After. */
export class Overloaded extends Error {
  readonly statusCode = 503;
  constructor(work: string, why = "waiting") {
    super(`Too much ${work} ${why}: refused`);
    this.name = "Overloaded";
  }
}

/** Set while a request's admitted work runs: what it needs next waits instead of being refused. */
const admitted = new AsyncLocalStorage<true>();

/**
 * How long one turn of the event loop may go on starting expensive work; what comes after
 * waits for a later turn (docs/decisions/0096).
 */
export const turnBudgetMs = 100;

/** When the present turn of the event loop started its first expensive work; cleared in its check phase. */
let turnBegan: number | undefined;

/**
 * Whether this turn of the event loop has spent its budget. With SQLite's synchronous reads
 * and cached data a render finishes in the turn that read its request, so a crowd's requests
 * would otherwise be rendered one after another in a single turn for seconds, with no timer,
 * no accept and no overload check in between. `setImmediate` runs in the turn's check phase,
 * after the requests it read: there the next turn's budget begins.
 */
function turnSpent(): boolean {
  const now = performance.now();
  if (turnBegan === undefined) {
    turnBegan = now;
    setImmediate(() => {
      turnBegan = undefined;
    });
    return false;
  }
  return now - turnBegan >= turnBudgetMs;
}

/**
 * A bulkhead for one kind of expensive work (page renders, database reads that
 * no cache answers): at most `concurrent` run at once and at most `queued` wait
 * for a turn; anything beyond is refused at once with `Overloaded`, so a crowd
 * is answered 503 in microseconds instead of queueing until it times out, while
 * cheap work (cached answers, files) is never counted. New work is refused too
 * while the process as a whole is overloaded (`refuseWhile`, ../delivery/overload.ts). Once a turn of the event loop
 * has spent `turnBudgetMs` on such work, what comes next waits for a later turn (and
 * so counts against `queued`). Work started inside `admit` (a render already let in)
 * waits for its reads however long the queue, so a page is not refused halfway; work a
 * task of this gate starts through the gate again runs in that task's place.
 * See docs/decisions/0074 and 0096.
 */
export function createWorkGate(work: string, limits: WorkLimits) {
  /** Set while a task this gate let in runs (and in what it awaits): its own reads through the gate run in its place. */
  const holdingPlace = new AsyncLocalStorage<true>();
  let running = 0;
  const waiting: Array<() => void> = [];
  let drainScheduled = false;
  let overloaded: () => boolean = () => false;

  /** Starts waiting work, in order, while places are free and this turn's budget lasts. */
  function startWaiting(): void {
    while (waiting.length > 0 && running < limits.concurrent) {
      if (turnSpent()) return drainNextTurn();
      running += 1;
      waiting.shift()!();
    }
  }

  function drainNextTurn(): void {
    if (drainScheduled) return;
    drainScheduled = true;
    setImmediate(() => {
      drainScheduled = false;
      startWaiting();
    });
  }

  return {
    /**
     * Runs `task` when its turn comes. With a `signal`, work still waiting when it aborts
     * (the visitor went away) leaves the queue unrun, rejected with the signal's reason:
     * after a crowd leaves, the server is not busy for seconds with pages nobody reads.
     */
    async run<Result>(task: () => Promise<Result>, signal?: AbortSignal): Promise<Result> {
      // Work that holds a place here and reads through this gate again (a search's answer, its
      // ranking, the index's words) goes on in its place: a second place would wait for the
      // first to be given back, which it is only once that read is done.
      if (holdingPlace.getStore() === true) return task();
      const inRender = admitted.getStore() === true;
      if (!inRender && overloaded()) throw new Overloaded(work, "with the server overloaded");
      if (running < limits.concurrent && waiting.length === 0 && !turnSpent()) running += 1;
      else if (waiting.length < limits.queued || inRender) {
        signal?.throwIfAborted();
        // `startWaiting` counts the place taken before it calls `turn`.
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
          // Waiting with a place free: this turn's budget is spent.
          if (running < limits.concurrent) drainNextTurn();
        });
      } else throw new Overloaded(work);
      try {
        return await holdingPlace.run(true, task);
      } finally {
        running -= 1;
        startWaiting();
      }
    },

    /** Runs `task` through the gate as admitted work (see above). */
    admit<Result>(task: () => Promise<Result>, signal?: AbortSignal): Promise<Result> {
      return this.run(() => admitted.run(true, task), signal);
    },

    /** Refuses new work (not what a render already admitted needs) while `check` says so. */
    refuseWhile(check: () => boolean): void {
      overloaded = check;
    },

    /** Whether the next piece of work would be refused (for /readyz). */
    get full(): boolean {
      // Work waits while places are free only when a turn's budget is spent; it still fills the queue.
      return waiting.length >= limits.queued && (running >= limits.concurrent || waiting.length > 0);
    },
  };
}

export type WorkGate = ReturnType<typeof createWorkGate>;
