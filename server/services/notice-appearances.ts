import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { noticeAuditSummary } from "./notice-audit.ts";

/** Who the audit log says made a scheduled notice appear: no person, the schedule. */
export const scheduleActor: Actor = { id: null, email: "schedule", address: null };

/** How the watcher waits: the process's timers, or a test's, which fires them when it moves its clock. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => { unref?: () => unknown } | number;
  clearTimeout: (handle: ReturnType<Timers["setTimeout"]> | undefined) => void;
};

const processTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout> | undefined),
};

/** The longest a timer waits before looking again (and the pause after a failed look). */
const longestWaitMs = 24 * 3_600_000;
const retryMs = 60_000;

/**
 * Writes `notice.appear` to the audit log when a scheduled notice's moment comes (decision 0246).
 * Nothing has to run for the notice itself to show (reads compare its date with the clock, decision
 * 0158); this only records it, at its moment: a timer waits for the earliest scheduled notice not
 * yet recorded, and looks again after every write in any process (the read cache's invalidations
 * reach every process). Several processes may look at once: each notice is marked in the same
 * statement that claims it, so one of them records it.
 */
export function createNoticeAppearances(
  db: Kysely<Database>,
  cache: Pick<ReadCache, "onInvalidate">,
  timers: Timers = processTimers,
) {
  let timer: ReturnType<Timers["setTimeout"]> | undefined;
  let stopListening: (() => void) | undefined;
  let looking: Promise<void> | undefined;
  let lookAgain = false;

  /** Records every scheduled notice whose moment has passed; answers how many. */
  const recordDue = async (): Promise<number> => {
    const now = new Date();
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .updateTable("notice")
        .set({ appeared: 1 })
        .where("appeared", "=", 0)
        .where("created_at", "<=", now.toISOString())
        .returningAll()
        .execute();
      for (const notice of due) {
        // At its moment, or when an edit brought the moment forward to a time already past.
        const at = new Date(
          Math.min(now.getTime(), Math.max(Date.parse(notice.created_at), Date.parse(notice.updated_at))),
        );
        await recordAudit(
          trx,
          scheduleActor,
          { action: "notice.appear", targetType: "notice", targetId: notice.id, after: noticeAuditSummary(notice) },
          at,
        );
      }
      return due.length;
    });
  };

  const wait = (ms: number) => {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(() => void look(), Math.min(Math.max(ms, 0), longestWaitMs));
    // A process with nothing else to do (a command) does not stay for it.
    if (typeof timer === "object") timer.unref?.();
  };

  /** Records what is due, then waits for the next scheduled moment; one look at a time, another after it if asked. */
  const look = (): Promise<void> => {
    if (looking) {
      lookAgain = true;
      return looking;
    }
    looking = (async () => {
      try {
        await recordDue();
        const next = await db
          .selectFrom("notice")
          .select((eb) => eb.fn.min("created_at").as("moment"))
          .where("appeared", "=", 0)
          .executeTakeFirst();
        if (stopListening && next?.moment) wait(Date.parse(next.moment) - Date.now());
      } catch {
        // The database unreachable for a moment: the notices stay unrecorded until the next look.
        if (stopListening) wait(retryMs);
      }
    })().finally(() => {
      looking = undefined;
      if (lookAgain && stopListening) {
        lookAgain = false;
        void look();
      }
    });
    return looking;
  };

  return {
    recordDue,
    /** Starts watching (a serving process does, from its start until it closes). */
    start(): void {
      stopListening ??= cache.onInvalidate(() => void look());
      void look();
    },
    /** Stops watching; answers once a look under way has finished. */
    async stop(): Promise<void> {
      stopListening?.();
      stopListening = undefined;
      timers.clearTimeout(timer);
      await looking;
    },
  };
}

export type NoticeAppearances = ReturnType<typeof createNoticeAppearances>;
