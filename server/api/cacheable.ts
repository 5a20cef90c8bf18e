import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Public reads may be kept for a minute and then revalidated with their ETag;
 * staff edits therefore show within a minute everywhere, at once on revalidation.
 */
const publicReadCacheControl = "public, max-age=60, stale-while-revalidate=300";

type Serialised = { json: string; hash: string };

/** The services hand out the same cached object until a write, so its JSON is computed once. */
const serialisedByValue = new WeakMap<object, Serialised>();

function serialise(value: object): Serialised {
  let serialised = serialisedByValue.get(value);
  if (!serialised) {
    const json = JSON.stringify(value);
    serialised = { json, hash: createHash("sha256").update(json).digest("base64url").slice(0, 27) };
    serialisedByValue.set(value, serialised);
  }
  return serialised;
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
 * Each value of `data` should come from a service's cache, so repeat reads
 * cost a string concatenation rather than a serialisation.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, data: Record<string, object>) {
  const parts = Object.entries(data).map(([key, value]) => ({ key, ...serialise(value) }));
  const etag =
    parts.length === 1
      ? `"${parts[0]!.hash}"`
      : `"${createHash("sha256")
          .update(parts.map((part) => part.hash).join(":"))
          .digest("base64url")
          .slice(0, 27)}"`;
  reply.header("etag", etag).header("cache-control", publicReadCacheControl);
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
  const body = parts.map((part) => `${JSON.stringify(part.key)}:${part.json}`).join(",");
  return reply.type("application/json; charset=utf-8").send(`{"status":"success","data":{${body}}}`);
}
