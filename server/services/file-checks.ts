import path from "node:path";
import { Refusal } from "./refusal.ts";

/** The file types staff and the public may upload, by the name people know them by. */
const typeNames = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
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

/** The uploader's file name without folders, control characters or excess length. */
export function sanitiseFileName(name: string, contentType: UploadType): string {
  const base = path.posix
    .basename(name.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "_")
    .trim();
  const fallback = `file.${typeNames[contentType].toLowerCase()}`;
  return (base === "" || base === "." || base === ".." ? fallback : base).slice(-200);
}
