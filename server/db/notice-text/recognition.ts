import { spawn } from "node:child_process";
import path from "node:path";
import type { PlacedLine, PlacedWord } from "./layout.ts";

/**
 * Text recognised in a scan's page images (docs/decisions/0261): Debian's poppler-utils draws
 * a page (`pdftoppm`) and Tesseract reads it (`tesseract`, with its English and Hindi data),
 * each run under a time limit and an address-space limit, one page at a time. Runs in the
 * reading process (reading-process.ts), never in a serving one.
 */

/**
 * The languages recognition reads, in Tesseract's names, where its data is installed. Hindi
 * first: with English first, a Hindi word now and then came out as an English one ("दिनों" as
 * "feat"); with Hindi first, the English test pages read as well as before.
 */
export const recognitionLanguages = ["hin", "eng"] as const;

/** A page is drawn to fit this many pixels on its longer side: about 200 dpi on A4, whatever the page's size. */
const pagePixels = 2400;

/** The most a tool may write to its standard output (a page's TSV is some tens of kB). */
const maxToolOutput = 16 * 1024 * 1024;

export type ToolLimits = { seconds: number; memoryMegabytes: number };

/** The tools' processes still running, so that they can be stopped with the reading process. */
const running = new Set<ReturnType<typeof spawn>>();

/** Stops every tool still running (the reading process is ending). */
export function stopTools(): void {
  for (const tool of running) tool.kill("SIGKILL");
}

/**
 * Runs a tool under the limits: killed after `seconds`, its address space capped by the shell's
 * `ulimit -v` (Node cannot set a child's limits itself). Answers its standard output; throws
 * with the tool's last error line when it fails.
 */
function runTool(command: string, args: string[], limits: ToolLimits, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const tool = spawn(
      "/bin/sh",
      ["-c", 'ulimit -v "$0" && exec "$@"', String(limits.memoryMegabytes * 1024), command, ...args],
      {
        cwd,
        stdio: ["ignore", "pipe", "pipe"],
        timeout: limits.seconds * 1000,
        killSignal: "SIGKILL",
        // One thread: the other core stays with the site.
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
      },
    );
    running.add(tool);
    const output: Buffer[] = [];
    let outputLength = 0;
    let errors = "";
    tool.stdout.on("data", (chunk: Buffer) => {
      outputLength += chunk.length;
      if (outputLength > maxToolOutput) tool.kill("SIGKILL");
      else output.push(chunk);
    });
    tool.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
    tool.on("error", reject);
    tool.on("close", (code, signal) => {
      running.delete(tool);
      if (code === 0) return resolve(Buffer.concat(output).toString("utf8"));
      const lastLine = errors.trim().split("\n").at(-1) ?? "";
      reject(
        new Error(
          signal === "SIGKILL"
            ? `${command} went over its limit of ${limits.seconds} s or of its output`
            : `${command} failed${lastLine ? `: ${lastLine}` : ` (exit code ${code})`}`,
        ),
      );
    });
  });
}

/** Whether a program answers on the PATH: its standard output, or undefined. */
function probe(command: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const tool = spawn(command, args, { stdio: ["ignore", "pipe", "ignore"], timeout: 10_000 });
    let output = "";
    tool.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    tool.on("error", () => resolve(undefined));
    tool.on("close", (code) => resolve(code === 0 ? output : undefined));
  });
}

/** What this machine can recognise with: the languages, or why it cannot. */
export type RecognitionTools = { languages: string[] } | { missing: string };

export async function recognitionTools(): Promise<RecognitionTools> {
  const [tesseract, pdftoppm] = await Promise.all([probe("tesseract", ["--list-langs"]), probe("pdftoppm", ["-v"])]);
  if (tesseract === undefined) return { missing: "tesseract-ocr is not installed" };
  if (pdftoppm === undefined) return { missing: "poppler-utils (pdftoppm) is not installed" };
  const installed = new Set(tesseract.split("\n").map((line) => line.trim()));
  const languages = recognitionLanguages.filter((language) => installed.has(language));
  if (languages.length === 0) return { missing: "tesseract-ocr has neither English nor Hindi data installed" };
  return { languages };
}

/** A line of Tesseract's hOCR (ocr_line, or a line it took for a header, caption or floating text) and its title. */
const hocrLine = /<span class='ocr_(?:line|header|caption|textfloat)'[^>]*title="([^"]*)"/g;
/** A word of the hOCR: its title and its text (escaped, possibly within emphasis). */
const hocrWord = /<span class='ocrx_word'[^>]*title='([^']*)'[^>]*>(.*?)<\/span>/g;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of hOCR markup: tags dropped, the entities Tesseract writes decoded. */
function hocrText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, decimal?: string, hex?: string, name?: string) =>
      decimal
        ? String.fromCodePoint(Number(decimal))
        : hex
          ? String.fromCodePoint(Number.parseInt(hex, 16))
          : (entities[name!] ?? whole),
    );
}

/** A title's property: `bbox 1 2 3 4; x_size 35` → bbox [1, 2, 3, 4], x_size [35]. */
function property(title: string, name: string): number[] {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(title);
  return match ? match[1]!.trim().split(/\s+/).map(Number) : [];
}

/**
 * Tesseract's hOCR as placed lines. A line's size is Tesseract's own estimate of its text's
 * size (`x_size`), steadier than its words' heights (a Devanagari word's vowel signs above and
 * below the line change its box); its words stand on the line's baseline.
 */
export function linesOfHocr(hocr: string): PlacedLine[] {
  const starts = [...hocr.matchAll(hocrLine)];
  return starts.flatMap((line, index) => {
    const title = line[1]!;
    const [, , , bottom = 0] = property(title, "bbox");
    const [, offset = 0] = property(title, "baseline");
    const size = property(title, "x_size")[0] ?? 0;
    const baseline = bottom + offset;
    const words: PlacedWord[] = [];
    for (const [, wordTitle, markup] of hocr.slice(line.index, starts[index + 1]?.index).matchAll(hocrWord)) {
      const text = hocrText(markup!).trim();
      const [left = 0, top = 0, right = 0] = property(wordTitle!, "bbox");
      const confidence = property(wordTitle!, "x_wconf")[0] ?? 0;
      // A speck read as punctuation is not a word.
      if (text === "" || (confidence < 50 && !/[\p{L}\p{N}]/u.test(text))) continue;
      words.push({ text, left, right, top, bottom: baseline });
    }
    return words.length > 0 && size > 0 ? [{ words, size }] : [];
  });
}

/** One page of the PDF recognised: drawn in `directory`, read, and its image removed. */
export async function recognisePage(
  pdf: string,
  page: number,
  languages: string[],
  limits: ToolLimits,
  directory: string,
): Promise<PlacedLine[]> {
  const image = `page-${page}`;
  await runTool(
    "pdftoppm",
    ["-f", String(page), "-l", String(page), "-scale-to", String(pagePixels), "-gray", "-singlefile", pdf, image],
    limits,
    directory,
  );
  const hocr = await runTool(
    "tesseract",
    [path.join(directory, `${image}.pgm`), "-", "-l", languages.join("+"), "hocr"],
    limits,
    directory,
  );
  return linesOfHocr(hocr);
}
