import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { Refusal } from "./refusal.ts";

/** The file types staff and the public may upload, by the name people know them by. */
const typeNames = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
} as const;
export type UploadType = keyof typeof typeNames;

export const pdfOnly: ReadonlyArray<UploadType> = ["application/pdf"];
export const pdfOrImage: ReadonlyArray<UploadType> = ["application/pdf", "image/jpeg", "image/png", "image/webp"];

function listed(types: ReadonlyArray<UploadType>): string {
  const names = types.map((type) => typeNames[type]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * The file's type judged by its content (magic bytes), never by its name or
 * the browser's claim: 413 when too large, 415 when not one of `accepted`.
 */
export async function acceptedContentType(
  content: Buffer,
  accepted: ReadonlyArray<UploadType>,
  maxBytes: number,
): Promise<UploadType> {
  if (content.length > maxBytes) {
    throw new Refusal("payload_too_large", `The file is larger than ${maxBytes / (1024 * 1024)} MB`);
  }
  // Loaded at the first upload, not at start: a server that takes none does without it (decision 0090).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = (await fileTypeFromBuffer(content))?.mime;
  const match = accepted.find((type) => type === detected);
  if (!match) throw new Refusal("unsupported_media_type", `The file must be a ${listed(accepted)} file`);
  return match;
}

/** The extensions a file of each type may end in; the first is the one added to a name without one of them. */
const extensionsOf: Record<UploadType, ReadonlyArray<string>> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/avif": [".avif"],
};

export function isUploadType(contentType: string): contentType is UploadType {
  return Object.hasOwn(extensionsOf, contentType);
}

/**
 * `name`, ending in an extension of the type its content was found to be: a PDF uploaded as
 * `evil.html` is named `evil.html.pdf`, so a download is never saved as, nor opened as, a page.
 */
export function nameForType(name: string, contentType: UploadType): string {
  const extensions = extensionsOf[contentType];
  return extensions.some((extension) => name.toLowerCase().endsWith(extension)) ? name : `${name}${extensions[0]}`;
}

/** The uploader's file name without folders, control characters or excess length, ending as its type does. */
export function sanitiseFileName(name: string, contentType: UploadType): string {
  const base = path.posix
    .basename(name.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "_")
    .trim();
  return nameForType(base === "" || base === "." || base === ".." ? "file" : base.slice(-200), contentType);
}

/** The PDF names of what a viewer would run: a script, or a program to launch. */
const runnableNames = new Set(["JavaScript", "JS", "Launch"]);
/** A PDF name: a slash, then anything up to a delimiter or white space (ISO 32000-1, 7.3.5). */
const pdfName = /\/([^\s/<>[\](){}%]+)/g;
/** An object stream's data unpacked at most to this: more is taken as something to hide. */
const maxObjectStreamBytes = 16 * 1024 * 1024;
const inflate = promisify(zlib.inflate);

/** A name as the viewer reads it: `#4A` is `J`, so `/#4AS` names `/JS`. */
const decodedName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function namesSomethingRunnable(text: string): boolean {
  for (const [, raw] of text.matchAll(pdfName)) if (runnableNames.has(decodedName(raw!))) return true;
  return false;
}

/**
 * Whether a PDF names JavaScript or a launch action anywhere a viewer would find it: in its
 * bytes, or packed in one of its object streams (where a PDF 1.5 writer puts its dictionaries,
 * compressed, out of sight of a scan of the bytes). An object stream that cannot be unpacked
 * counts as runnable. Decision 0114 says why these files are sent as downloads and what this
 * check does not see.
 */
export async function pdfMayRunSomething(content: Buffer): Promise<boolean> {
  const text = content.toString("latin1");
  if (namesSomethingRunnable(text)) return true;
  // The `stream` keyword ends its line in CR LF or LF (ISO 32000-1, 7.3.8.1), and viewers
  // take a lone CR as well: a file so written must not hide its object streams from this scan.
  for (const keyword of text.matchAll(/(?<!end)stream(?:\r\n|\r|\n)/g)) {
    // The stream's dictionary, from its object's header on.
    const dictionary = decodedName(text.slice(text.lastIndexOf("obj", keyword.index), keyword.index));
    if (!/\/Type\s*\/ObjStm(?![^\s/<>[\](){}%])/.test(dictionary)) continue;
    const start = keyword.index + keyword[0].length;
    const end = text.indexOf("endstream", start);
    try {
      const unpacked = await inflate(content.subarray(start, end < 0 ? undefined : end), {
        maxOutputLength: maxObjectStreamBytes,
      });
      if (namesSomethingRunnable(unpacked.toString("latin1"))) return true;
    } catch {
      return true;
    }
  }
  return false;
}
