/**
 * The child process that reads PDFs' text for the search (./pdf-text-reader.ts): each message
 * is a PDF's bytes, each answer its text and status. It ends with the server that started it.
 */
import { readTextOfPdf } from "./pdf-text.ts";

process.on("message", (message: { content: Uint8Array }) => {
  void readTextOfPdf(message.content).then((reading) => process.send!(reading));
});
process.on("disconnect", () => process.exit(0));
