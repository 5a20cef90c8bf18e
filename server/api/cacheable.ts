import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createReadCache } from "../services/read-cache.ts";

/**
 * Public reads may be kept for a minute and then revalidated with their ETag;
 * staff edits therefore show within a minute everywhere, at once on revalidation.
 */
const publicReadCacheControl = "public, max-age=60, stale-while-revalidate=300";

/** Bodies smaller than this go out as they are (the same threshold as @fastify/compress). */
const compressionThreshold = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Made once per content, so worth more effort than per-request compression:
 * brotli quality 9 shrinks the faculty list (107 kB) to 12 kB in about 50 ms
 * (quality 11 saves another kilobyte for seven times the time).
 */
const compressors = {
  br: (body: string) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body: string) => gzip(body, { level: 9 }),
};
type Encoding = keyof typeof compressors;

type Serialised = { json: string; hash: string };

/** The services hand out the same cached object until a write, so its JSON is computed once. */
const serialisedByValue = new WeakMap<object, Serialised>();

/** Compressed bodies by content hash and encoding: compressing costs far more than serving. */
const compressedBodies = createReadCache({ maxEntries: 200 });

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 27);
}

function serialise(value: object): Serialised {
  let serialised = serialisedByValue.get(value);
  if (!serialised) {
    const json = JSON.stringify(value);
    serialised = { json, hash: hashOf(json) };
    serialisedByValue.set(value, serialised);
  }
  return serialised;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (acceptEncoding ?? "").split(",").map((entry) => {
      const [token = "", ...parameters] = entry.trim().toLowerCase().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return [token, quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const acceptable = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).find(acceptable);
}

/** True when an If-None-Match header lists this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}

/**
 * Answers a public read in the success envelope, `{ status: "success", data }`,
 * with an ETag and Cache-Control, or 304 when the client already holds it.
 * Each value of `data` should come from a service's cache, so a repeat read
 * costs a string concatenation rather than a serialisation, and a compressed
 * body is made once per content and encoding (each with its own ETag).
 */
export async function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Record<string, object>,
  /** Top-level members beside `data` (the previous API's `metadata`). */
  beside: Record<string, object> = {},
) {
  const members = (values: Record<string, object>) =>
    Object.entries(values).map(([key, value]) => ({ key, ...serialise(value) }));
  const json = (parts: ReturnType<typeof members>) =>
    parts.map((part) => `,${JSON.stringify(part.key)}:${part.json}`).join("");
  const parts = members(data);
  const besideParts = members(beside);
  const body = `{"status":"success","data":{${json(parts).slice(1)}}${json(besideParts)}}`;
  const hash = hashOf(
    [...parts, ...besideParts.map((part) => ({ ...part, key: `^${part.key}` }))]
      .map((part) => `${part.key}:${part.hash}`)
      .join(","),
  );
  const encoding =
    body.length >= compressionThreshold ? preferredEncoding(request.headers["accept-encoding"]) : undefined;
  const etag = `"${hash}${encoding ? `-${encoding}` : ""}"`;
  reply
    .header("etag", etag)
    .header("cache-control", publicReadCacheControl)
    .header("vary", "accept-encoding")
    .type("application/json; charset=utf-8");
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
  if (!encoding) return reply.send(body);
  const compressed = await compressedBodies.read(`${hash}:${encoding}`, async () => ({
    value: await compressors[encoding](body),
  }));
  // Already encoded: @fastify/compress leaves a body with a Content-Encoding alone.
  return reply.header("content-encoding", encoding).send(compressed);
}
