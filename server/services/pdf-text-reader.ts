import { fileURLToPath } from "node:url";
import { pdfReadingLimits, type FileTextStatus } from "#common/api/notice.ts";
import { createNodeWorker, type Breach } from "../work/limited-child.ts";
import type { PdfTextReading } from "./pdf-text.ts";

const reader = createNodeWorker<{ content: Uint8Array }, PdfTextReading>({
  script: fileURLToPath(new URL("./pdf-text-worker.ts", import.meta.url)),
  limits: pdfReadingLimits,
  heapMegabytes: 192,
  recycleAboveBytes: 160 * 1024 * 1024,
  idleMs: 60_000,
});

const statusOfBreach: Record<Breach, FileTextStatus> = {
  memory: "too_much_memory",
  time: "too_long",
  failed: "failed",
};

/**
 * A PDF's text for the search, read in a child process held to `pdfReadingLimits` (decision
 * 0215), never in the serving process: a file that would pass them is stored without its text,
 * and the status says why. Never throws: an upload never fails on its text.
 */
export async function readPdfText(content: Uint8Array): Promise<PdfTextReading> {
  const outcome = await reader.run({ content });
  return outcome.ok ? outcome.output : { text: null, status: statusOfBreach[outcome.breach] };
}
