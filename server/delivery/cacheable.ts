import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * What a shared cache (nginx's micro-cache, a CDN) may do with a public answer, a page or an
 * API read (decision 0217): keep it a second, and give it for one more second while one
 * request fetches it again; a browser asks again each time (the ETag makes that a 304), and
 * may show what it has for that one more second meanwhile. A write therefore shows through
 * any cache that honours these within 2 s of reaching the instances, in a browser within 3 s.
 */
export const sharedForAMoment = "public, max-age=0, s-maxage=1, stale-while-revalidate=1";

/** Bodies smaller than this go out as they are (the same threshold as @fastify/compress). */
export const compressionThreshold = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard Brotli works on a body compressed once per kept answer. `high` (quality 9) for API
 * reads: the faculty list (107 kB) shrinks to 12 kB in about 50 ms, and quality 11 would
 * save another kilobyte for seven times the time. `max` (quality 11) for pages: the
 * home page's 112 kB take 77 ms instead of 14 ms, off the event loop and once per
 * kept page, and lose 1.9 kB (13%), which decides whether a phone gets the page in the first
 * round trip of its connection (docs/benchmarks-log.md).
 */
export type BrotliEffort = "high" | "max";
const brotliQuality: Record<BrotliEffort, number> = { high: 9, max: 11 };

/**
 * Brotli's window, as small as the body allows (2^10 to 2^24 bytes). At quality 9 a small body
 * took its default window's 4 MB of set-up: 3.6 ms for a 1.3 kB search answer, 0.18 ms with a
 * window that fits it, for 4 bytes more (decision 0285).
 */
function fittedWindow(bytes: number): number {
  return Math.min(24, Math.max(10, Math.ceil(Math.log2(Math.max(bytes, 1)))));
}

const compressors = {
  br: (body: string, effort: BrotliEffort) => {
    const bytes = Buffer.byteLength(body);
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
        [zlib.constants.BROTLI_PARAM_LGWIN]: fittedWindow(bytes),
      },
    });
  },
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

/** Compressions under way, so concurrent misses for one body compress it once. */
const compressing = new Map<string, Promise<Buffer>>();

export function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 27);
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

/**
 * Compresses a body whose content hash is known, once for all the requests that ask for it
 * at the same time; what is compressed is kept with the whole answer (./response-cache.ts),
 * not here.
 */
export function compressShared(hash: string, encoding: Encoding, body: string, effort: BrotliEffort): Promise<Buffer> {
  const key = `${hash}:${encoding}`;
  let pending = compressing.get(key);
  if (!pending) {
    pending = compressBody(encoding, body, effort).finally(() => compressing.delete(key));
    compressing.set(key, pending);
  }
  return pending;
}

/**
 * Negotiates the encoding of a body whose content hash is known, and sets its ETag
 * (one per encoding: `"hash-br"`, `"hash-gzip"`, `"hash"`), `Vary` and
 * `Content-Encoding`. Returns the body to send, compressed by `compress` (by default
 * `compressShared`, at `brotli` effort, `high` unless said), or undefined after setting
 * 304 when the client already holds it (unless `revalidate` is false: a 304 stands for a
 * 200 only).
 */
export async function negotiateBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  hash: string,
  {
    revalidate = true,
    brotli: effort = "high",
    compress = (encoding) => compressShared(hash, encoding, body, effort),
  }: { revalidate?: boolean; brotli?: BrotliEffort; compress?: (encoding: Encoding) => Promise<Buffer> } = {},
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
  const compressed = await compress(encoding);
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
 * Answers a public read in the success envelope, `{ status: "success", data }`,
 * with an ETag and Cache-Control, or 304 when the client already holds it.
 * The answer is handed to the response cache (./answer-cache.ts), so a repeat read
 * of the same URL is answered from memory without coming here.
 */
export async function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Record<string, object>,
  /** Top-level members beside `data` (the previous API's `metadata`). */
  beside: Record<string, object> = {},
) {
  const json = JSON.stringify({ status: "success", data, ...beside });
  reply.header("cache-control", sharedForAMoment).type("application/json; charset=utf-8");
  const body = await negotiateBody(request, reply, json, hashOf(json));
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
