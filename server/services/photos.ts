import { createHash } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import { photoMaxBytes, photoTypes } from "#common/api/officials.ts";
import { apiPrefix } from "#common/api/envelope.ts";
import type { Database, StoredFileTable } from "../db/schema.ts";
import { acceptedContentType, type UploadType } from "./file-checks.ts";
import { Refusal } from "./refusal.ts";

/** A size a page shows a photo at: a square portrait (cover) or a width the picture keeps its shape in. */
export type Rendition = { width: number; height?: number };

/** A photo made ready to store: one stored file per rendition, in the order asked, with its size. */
export type PreparedPhoto = Array<{ file: Insertable<StoredFileTable>; width: number; height: number }>;

/** Pixels a photo may have before it is decoded: a picture of a few megabytes, not a decompression bomb. */
const maxInputPixels = 50_000_000;

/**
 * Checks an uploaded photo by its content (JPEG, PNG or WebP, at most 8 MB) and makes the
 * renditions the pages use, as WebP without the camera's metadata (location included),
 * turned upright. The files are named by the SHA-256 of their bytes, so their URLs
 * (/api/v1/files/{id}) are cached for a year (docs/decisions/0163). Done before the write's
 * transaction, which it keeps short. `accepted`: other types and another size limit (the home
 * page's posters take AVIF too, and larger files: decision 0167).
 */
export async function preparePhoto(
  content: Buffer,
  renditions: ReadonlyArray<Rendition>,
  accepted: { types: ReadonlyArray<UploadType>; maxBytes: number } = { types: photoTypes, maxBytes: photoMaxBytes },
): Promise<PreparedPhoto> {
  await acceptedContentType(content, accepted.types, accepted.maxBytes);
  // Loaded at the first photo, not at start (decision 0090).
  const { default: sharp } = await import("sharp");
  const now = new Date().toISOString();
  try {
    return await Promise.all(
      renditions.map(async ({ width, height }) => {
        const { data, info } = await sharp(content, { limitInputPixels: maxInputPixels })
          .rotate()
          .resize(height ? { width, height, fit: "cover" } : { width, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          file: {
            id: createHash("sha256").update(data).digest("hex"),
            content: data,
            content_type: "image/webp",
            size: data.length,
            created_at: now,
          },
          width: info.width,
          height: info.height,
        };
      }),
    );
  } catch (error) {
    // The type's magic bytes were right, but the picture cannot be read (cut off, or too many pixels).
    const reason = error instanceof Error ? error.message : String(error);
    throw new Refusal("bad_request", `The photo could not be read as a picture: ${reason}`);
  }
}

/** Stores the photo's files in the write's transaction; a file stored before (same bytes) is kept. */
export async function storePhoto(trx: Transaction<Database>, photo: PreparedPhoto): Promise<string[]> {
  for (const { file } of photo) {
    await trx
      .insertInto("stored_file")
      .values(file)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  }
  return photo.map(({ file }) => file.id);
}

/** A stored file's URL (content-addressed: cached for a year). */
export function fileUrl(id: string): string {
  return `${apiPrefix}/files/${id}`;
}

/**
 * The photo columns a record's photo write sets (its large and small renditions), the files
 * stored in the write's transaction; both null when the photo is removed.
 */
export async function photoColumns(
  trx: Transaction<Database>,
  photo: PreparedPhoto | null,
): Promise<{ photo_id: string | null; photo_small_id: string | null }> {
  if (!photo) return { photo_id: null, photo_small_id: null };
  const [photo_id, photo_small_id] = await storePhoto(trx, photo);
  return { photo_id: photo_id ?? null, photo_small_id: photo_small_id ?? null };
}
