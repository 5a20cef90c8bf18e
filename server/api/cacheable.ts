import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createByteCache } from "../byte-cache.ts";

/**
 * Public reads may be kept for a minute and then revalidated with their ETag;
 * staff edits therefore show within a minute everywhere, at once on revalidation.
 */
const publicReadCacheControl = "public, max-age=60, stale-while-revalidate=300";

/** Bodies smaller than this go out as they are (the same threshold as @fastify/compress). */
export const compressionThreshold = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard Brotli works on a body made once per content. `high` (quality 9) for API
 * reads: the faculty list (107 kB) shrinks to 12 kB in about 50 ms, and quality 11 would
 * save another kilobyte for seven times the time. `max` (quality 11) for pages: the
 * home page's 112 kB take 77 ms instead of 14 ms, off the event loop and once per
 * write, and lose 1.9 kB (13%), which decides whether a phone gets the page in the first
 * round trip of its connection (docs/benchmarks.md).
 */
export type BrotliEffort = "high" | "max";
const brotliQuality: Record<BrotliEffort, number> = { high: 9, max: 11 };

const compressors = {
  br: (body: string, effort: BrotliEffort) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body: string) => gzip(body, { level: 9 }),
};
export type Encoding = keyof typeof compressors;

export function compressBody(encoding: Encoding, body: string, effort: BrotliEffort = "high"): Promise<Buffer> {
  return compressors[encoding](body, effort);
}

/**
 * The encodings the server makes, best first. @fastify/compress is registered with
 * the same list (server/app.ts), so a body this module leaves unencoded is never
 * encoded afterwards under the identity body's ETag.
 */
export const servedEncodings: Encoding[] = ["br", "gzip"];

type Serialised = { json: string; hash: string };

/** The services hand out the same cached object until a write, so its JSON is computed once. */
const serialisedByValue = new WeakMap<object, Serialised>();

/** Compressed bodies by content hash and encoding: compressing costs far more than serving. */
const compressedBodies = createByteCache<Buffer>({ maxBytes: 32 * 1024 * 1024, sizeOf: (body) => body.byteLength });
/** Compressions under way, so concurrent misses for one body compress it once. */
const compressing = new Map<string, Promise<Buffer>>();

export function hashOf(text: string): string {
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

/**
 * The encoding to send, by the client's q-values (`gzip;q=0.5, br;q=0.1` gets gzip);
 * `x-gzip` and `*` mean gzip, as @fastify/compress reads them; none when the client
 * accepts neither.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, "gzip"), servedEncodings);
  return servedEncodings.find((encoding) => encoding === chosen);
}

async function compressOnce(hash: string, encoding: Encoding, body: string, effort: BrotliEffort): Promise<Buffer> {
  const key = `${hash}:${encoding}`;
  const cached = compressedBodies.get(key);
  if (cached) return cached;
  let pending = compressing.get(key);
  if (!pending) {
    pending = compressBody(encoding, body, effort)
      .then((compressed) => {
        compressedBodies.set(key, compressed);
        return compressed;
      })
      .finally(() => compressing.delete(key));
    compressing.set(key, pending);
  }
  return pending;
}

/**
 * Negotiates the encoding of a body whose content hash is known, and sets its ETag
 * (one per encoding: `"hash-br"`, `"hash-gzip"`, `"hash"`), `Vary` and
 * `Content-Encoding`. Returns the body to send, compressed once per content and
 * encoding, or undefined after setting 304 when the client already holds it
 * (unless `revalidate` is false: a 304 stands for a 200 only). `brotli` is how hard
 * to compress it, `high` unless said.
 */
export async function negotiateBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  hash: string,
  { revalidate = true, brotli: effort = "high" }: { revalidate?: boolean; brotli?: BrotliEffort } = {},
): Promise<string | Buffer | undefined> {
  // Every UTF-16 unit is at least one byte, so a long string needs no byte count (a page of
  // 80 kB took a tenth of a millisecond to count on every request).
  const large = body.length >= compressionThreshold || Buffer.byteLength(body) >= compressionThreshold;
  const encoding = large ? negotiateEncoding(request.headers["accept-encoding"]) : undefined;
  const etag = `"${hash}${encoding ? `-${encoding}` : ""}"`;
  reply.header("etag", etag).header("vary", "accept-encoding");
  if (revalidate && matchesEtag(request.headers["if-none-match"], etag)) {
    reply.code(304);
    return undefined;
  }
  if (!encoding) return body;
  const compressed = await compressOnce(hash, encoding, body, effort);
  // Already encoded: @fastify/compress leaves a body with a Content-Encoding alone.
  reply.header("content-encoding", encoding);
  return compressed;
}

/** True when an If-None-Match header lists this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}

/** The headers of a read's answer that are its own rather than a hook's (security, CORS): those kept with it. */
const answerHeaderNames = ["cache-control", "content-type", "etag", "vary", "content-encoding"];

/**
 * Envelopes already written, by their members' names and content hashes: a repeat read
 * looks its body and hash up instead of joining the members' JSON and hashing again.
 */
const envelopes = createByteCache<Serialised>({
  maxBytes: 8 * 1024 * 1024,
  sizeOf: (envelope) => 2 * envelope.json.length + 128,
});

/**
 * Answers a public read in the success envelope, `{ status: "success", data }`,
 * with an ETag and Cache-Control, or 304 when the client already holds it.
 * Each value of `data` should come from a service's cache, so a repeat read
 * costs a few lookups rather than a serialisation, and a compressed
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
  const parts = members(data);
  const besideParts = members(beside);
  const signature = [
    ...parts.map((part) => `${part.key}:${part.hash}`),
    ...besideParts.map((part) => `^${part.key}:${part.hash}`),
  ].join(",");
  let envelope = envelopes.get(signature);
  if (!envelope) {
    const json = (values: typeof parts) => values.map((part) => `,${JSON.stringify(part.key)}:${part.json}`).join("");
    envelope = {
      json: `{"status":"success","data":{${json(parts).slice(1)}}${json(besideParts)}}`,
      hash: hashOf(signature),
    };
    envelopes.set(signature, envelope);
  }
  reply.header("cache-control", publicReadCacheControl).type("application/json; charset=utf-8");
  const body = await negotiateBody(request, reply, envelope.json, envelope.hash);
  if (body !== undefined && request.keepAnswer) {
    const headers: Record<string, string> = {};
    for (const name of answerHeaderNames) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    request.keepAnswer({ headers, etag: headers.etag!, body });
  }
  return reply.send(body);
}
