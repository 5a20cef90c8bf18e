/**
 * The text of a PDF, for the search (docs/decisions/0152). Read with unpdf (PDF.js built for
 * servers, no native code), loaded on the first upload rather than at start (decision 0090).
 * Bounded, because an upload must never wait long or fail on it: the first pages only, a
 * deadline checked between pages, and a cap on the text kept. A PDF that cannot be read
 * (scanned, damaged, encrypted) simply has no text: the answer is null, never an error.
 */

/** What the search keeps of one file: enough for every word of a notice of a few pages. */
export const pdfTextLimits = { pages: 30, characters: 60_000, milliseconds: 3_000 } as const;

export async function pdfText(
  content: Uint8Array,
  limits: { pages: number; characters: number; milliseconds: number } = pdfTextLimits,
): Promise<string | null> {
  const deadline = Date.now() + limits.milliseconds;
  try {
    const { getDocumentProxy } = await import("unpdf");
    // PDF.js takes the buffer over: give it a copy, so the bytes being stored stay whole.
    const document = await withDeadline(getDocumentProxy(new Uint8Array(content)), deadline);
    try {
      const pages: string[] = [];
      let length = 0;
      for (let number = 1; number <= Math.min(document.numPages, limits.pages); number++) {
        if (Date.now() > deadline || length >= limits.characters) break;
        const page = await withDeadline(document.getPage(number), deadline);
        const content = await withDeadline(page.getTextContent(), deadline);
        const text = content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join("")
          .replace(/[ \t]+/g, " ");
        pages.push(text);
        length += text.length;
      }
      const text = pages.join("\n").trim().slice(0, limits.characters);
      return text === "" ? null : text;
    } finally {
      void document.destroy();
    }
  } catch {
    return null;
  }
}

/** The promise's value, or a rejection once the deadline has passed. */
function withDeadline<Value>(promise: Promise<Value>, deadline: number): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("PDF text took too long")), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
