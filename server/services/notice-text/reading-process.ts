/**
 * The reading process: one PDF's text, read in a process of its own so that neither a hostile
 * file nor the work of recognition costs a serving process memory or time (decision 0261).
 * The server (reader.ts) forks it per PDF with a heap limit, sends one request, and kills its
 * process group (this process and its tools) when the time is up; if the server itself goes,
 * the message channel closes and this process ends with its tools.
 */
import { readPdfFile } from "../../db/notice-text/read-pdf.ts";
import { stopTools } from "../../db/notice-text/recognition.ts";
import type { ReadingMessage, ReadingOutcome, ReadingRequest } from "../../db/notice-text/reading-outcome.ts";

function send(message: ReadingMessage): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );
}

// The server went (or let go of this process): stop, and take the tools along.
process.on("disconnect", () => {
  stopTools();
  process.exit(0);
});

process.once("message", async ({ pdf, directory, limits }: ReadingRequest) => {
  let outcome: ReadingOutcome;
  try {
    outcome = await readPdfFile(pdf, directory, limits, (page, of) => send({ type: "page", page, of }));
  } catch (error) {
    outcome = { state: "failed", reason: error instanceof Error ? error.message : String(error), pages: null };
  }
  await send({ type: "done", outcome });
  process.disconnect();
});

// The server sends its request once it hears this process is listening.
await send({ type: "ready" });
