import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ReadCache } from "../read-cache.ts";
import { committedWrite } from "../committed-write.ts";
import { searchIndex } from "../../db/search-index.ts";
import { readPdf } from "./reader.ts";
import { defaultReadingLimits, type ReadingLimits } from "../../db/notice-text/reading-outcome.ts";
import { claimNext, extendLease, finish, release, requeueUnavailable, type Claim } from "./reading-queue.ts";
import { recognitionTools } from "../../db/notice-text/recognition.ts";

type Log = { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };

export type ReadingRunnerOptions = {
  /** How long a claim holds without word from its process: then another process takes the PDF over. */
  leaseSeconds: number;
  limits?: ReadingLimits;
  log: Log;
  /** Hears of each page recognition begins (the benchmark's and tests' window on the work). */
  onPage?: (fileId: string, page: number, of: number) => void;
};

export type ReadingRunner = {
  /** Looks for work now (it also looks after every write it hears of, and once a lease). */
  wake: () => void;
  /** Stops: the reading under way is stopped and its PDF given back to the queue. */
  stop: () => Promise<void>;
};

/**
 * Reads notices' PDFs in the background, one at a time in this process (decision 0261): it
 * takes the next PDF from the queue in the database, reads it in a reading process of its own
 * (reader.ts), and writes the text with the search entries of the notices that use it, in one
 * transaction under its claim. Any number of processes, on one machine or several, may run
 * one: the queue hands each PDF to one of them.
 */
export async function startReadingRunner(
  db: Kysely<Database>,
  cache: ReadCache,
  { leaseSeconds, limits = defaultReadingLimits, log, onPage }: ReadingRunnerOptions,
): Promise<ReadingRunner> {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  const tools = await recognitionTools();
  if ("missing" in tools) {
    log.warn({ reason: tools.missing }, "scanned notices will not be recognised");
  } else {
    await requeueUnavailable(db);
  }

  const leaseFromNow = () => new Date(Date.now() + leaseSeconds * 1000);

  const readOne = async (claim: Claim) => {
    const file = await db.selectFrom("stored_file").select("content").where("id", "=", claim.fileId).executeTakeFirst();
    if (!file) return;
    // The lease moves on three times a lease, so a busy machine's late timer still keeps it.
    const keeper = setInterval(
      () => {
        extendLease(db, claim, leaseFromNow()).catch((error: unknown) =>
          log.warn({ err: error }, "a reading's lease was not extended"),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    const started = Date.now();
    try {
      const outcome = await readPdf(file.content, limits, {
        signal: stopping.signal,
        onPage: (page, of) => onPage?.(claim.fileId, page, of),
      });
      if (stopping.signal.aborted) return;
      const written = await committedWrite(db, cache, async (trx) => {
        if (!(await finish(trx, claim, outcome))) return false;
        const notices = await trx.selectFrom("notice").select("id").where("file_id", "=", claim.fileId).execute();
        for (const { id } of notices) await searchIndex.notice(trx, id);
        return true;
      });
      const details = { file: claim.fileId, state: outcome.state, pages: outcome.pages, ms: Date.now() - started };
      if (written) log.info({ ...details, reason: outcome.reason }, "notice text read");
      else log.warn(details, "a notice's text was read by another process first; this reading was not kept");
    } finally {
      clearInterval(keeper);
    }
  };

  const work = async () => {
    do {
      again = false;
      for (;;) {
        if (stopping.signal.aborted) return;
        const claim = await claimNext(db, new Date(), leaseFromNow());
        if (!claim) break;
        try {
          await readOne(claim);
        } finally {
          if (stopping.signal.aborted) await release(db, claim);
        }
      }
    } while (again);
  };

  const wake = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((error: unknown) => log.warn({ err: error }, "reading notices' text failed; it is tried again later"))
      .finally(() => (running = undefined));
  };

  // Every write this process makes or hears of may have stored a PDF.
  const stopListening = cache.onInvalidate(wake);
  // A claim left by a process that stopped lapses within a lease: look again then.
  const poll = setInterval(wake, leaseSeconds * 1000);
  poll.unref();
  wake();

  return {
    wake,
    async stop() {
      stopping.abort();
      stopListening();
      clearInterval(poll);
      await running;
    },
  };
}
