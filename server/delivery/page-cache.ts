import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { eventPopupSeenCookie } from "#common/event-popup-cookie.ts";
import { compressShared, hashOf, negotiateBody, sharedForAMoment, type Encoding } from "./cacheable.ts";
import type { Kept, ResponseCache } from "./response-cache.ts";

/**
 * The cookies a public page may depend on, with every value the site sets: the reading
 * preferences, and the session cookie that says the event pop-up was shown (the first page
 * of a session has it open; every later one is the same page without it).
 * A request carrying any other cookie, or another value, is rendered afresh.
 */
const preferenceCookies: Record<string, readonly string[]> = {
  "text-size": ["small", "large"],
  contrast: ["high"],
  [eventPopupSeenCookie]: ["1"],
};

/** Staff pages, and the sign-in pages, are never kept (any path segment starting so). */
const staffPath = /(^|\/)(admin|logindseu)/i;

/**
 * What the renderer answers that is kept: pages, and the notice boards' Atom feeds and the
 * holiday calendar, which feed readers and calendars ask for again and again and which a
 * write must make afresh like the pages that show the same notices.
 */
const keptContentTypes = ["text/html", "application/atom+xml", "text/calendar"];

/** Headers of the rendered response that belong to that response only. */
const perResponseHeaders = new Set([
  "date",
  "content-length",
  "transfer-encoding",
  "connection",
  "etag",
  "content-encoding",
  "cache-control",
]);

type CachedPage = Kept & {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML with every nonce removed, so it is the same for everyone. */
  body: string;
  /** Content hash: the ETag, and the key of its compressed copies (made on first demand). */
  hash: string;
  /** `'sha256-…'` sources of the inline scripts and styles, for the policy. */
  scriptHashes: string;
  styleHashes: string;
  /** The body compressed, in each encoding a client has asked for so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

function sha256Sources(html: string, element: "script" | "style"): string {
  const pattern = new RegExp(`<${element}\\b([^>]*)>([\\s\\S]*?)</${element}>`, "gi");
  const sources = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(pattern)) {
    if (element === "script" && /\bsrc\s*=/i.test(attributes)) continue;
    sources.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...sources].join(" ");
}

/** The preference part of the key ("" for none), or undefined when the cookies rule caching out. */
function preferenceKey(cookieHeader: string | undefined): string | undefined {
  const chosen = new Map<string, string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    if (!pair.trim()) continue;
    const separator = pair.indexOf("=");
    const name = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    const value = separator < 0 ? "" : pair.slice(separator + 1).trim();
    if (!preferenceCookies[name]?.includes(value)) return undefined;
    if (chosen.has(name) && chosen.get(name) !== value) return undefined;
    chosen.set(name, value);
  }
  return Object.keys(preferenceCookies)
    .map((name) => chosen.get(name) ?? "")
    .join(",");
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The request header by which a shared cache in front (deploy/nginx.conf) asks for pages it may
 * keep: a miss is then sent whole, as kept, rather than streamed with a nonce of its own
 * (decision 0295). Anyone may send it: they get the page every later visitor gets.
 */
export const sharedCacheHeader = "x-shared-cache";

/**
 * Rendered public pages, kept in the response cache (./response-cache.ts) per URL (which
 * carries the language) and preference cookies. A kept page is the same for everyone: its
 * nonces are blanked and each response's policy lists the hashes of its inline scripts and
 * styles beside that response's own nonce, so it is compressed once per encoding (kept with
 * it) and the policy stays as strict. See docs/decisions/0071.
 */
export function createPageCache(responses: ResponseCache) {
  function pageOf(response: Response, html: string, nonces: string[]): CachedPage {
    let body = html;
    for (const nonce of nonces) if (nonce) body = body.replaceAll(nonce, "");
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !perResponseHeaders.has(name.toLowerCase())),
      body,
      hash: hashOf(body),
      scriptHashes: sha256Sources(body, "script"),
      styleHashes: sha256Sources(body, "style"),
      encoded: {},
      bytes: 2 * body.length + 1024,
    };
  }

  /** The page's body in `encoding`, compressed on first demand and kept with the page. */
  async function encodedPage(key: string, page: CachedPage, encoding: Encoding): Promise<Buffer> {
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const compressed = await compressShared(page.hash, encoding, page.body, "max");
    responses.replace<CachedPage>(key, (current) =>
      current.hash !== page.hash || current.encoded[encoding]
        ? undefined
        : {
            ...current,
            encoded: { ...current.encoded, [encoding]: compressed },
            bytes: current.bytes + compressed.byteLength,
          },
    );
    return compressed;
  }

  const pageCache = {
    /** The cache key of an anonymous page request, or undefined when it must be rendered for itself. */
    keyFor(request: FastifyRequest): string | undefined {
      if (request.method !== "GET" || request.headers.authorization !== undefined) return undefined;
      const path = request.url.split("?")[0]!;
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return undefined;
      }
      if (staffPath.test(path) || staffPath.test(decoded)) return undefined;
      const preferences = preferenceKey(request.headers.cookie);
      return preferences === undefined ? undefined : `page\n${request.url}\n${preferences}`;
    },

    /**
     * Sends the kept page for this key, compressed as the client accepts (each
     * encoding made once, on first demand); undefined when there is none (the
     * caller renders). Only a 200 is revalidated to 304.
     */
    sendHit(key: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined {
      const page = responses.get<CachedPage>(key);
      if (!page) return undefined;
      for (const [name, value] of page.headers) reply.header(name, value);
      const policy = reply.getHeader("content-security-policy");
      const nonce = reply.cspNonce;
      if (typeof policy === "string" && nonce) {
        reply.header(
          "content-security-policy",
          policy
            .replace(`'nonce-${nonce.script}'`, `'nonce-${nonce.script}' ${page.scriptHashes}`.trim())
            .replace(`'nonce-${nonce.style}'`, `'nonce-${nonce.style}' ${page.styleHashes}`.trim()),
        );
      }
      // A kept page is the same for everyone with the same preference cookies (its nonces are
      // blanked): a shared cache may keep it for a moment, per those cookies (decision 0217).
      reply.code(page.status).header("cache-control", sharedForAMoment).header("x-page-cache", "hit");
      return negotiateBody(request, reply, page.body, page.hash, {
        revalidate: page.status === 200,
        compress: (encoding) => encodedPage(key, page, encoding),
      }).then((body) => reply.header("vary", "accept-encoding, cookie").send(body));
    },

    /**
     * For a miss: returns the response to stream to this client, and keeps a copy
     * once it is complete, when it is a whole page, feed or calendar (200 or 404) that sets no cookie.
     */
    remember(key: string, response: Response, nonces: string[]): Response {
      if (!keepable(response)) return response;
      const keep = responses.begin();
      const [forClient, forCache] = response.body!.tee();
      readAll(forCache)
        .then((html) => keep(key, pageOf(response, html, nonces)))
        .catch(() => {
          // A render that failed part-way is simply not kept.
        });
      return new Response(forClient, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },

    /**
     * For a miss a shared cache asks for (nginx fills its micro-cache, decision 0295): waits for
     * the whole page, keeps it, and sends it as kept, which the shared cache may keep too; so the
     * first render after a write reaches it in one round (the page as rendered, when a write came
     * in between). False, having sent nothing, when the page is not keepable.
     */
    async sentWhole(
      key: string,
      response: Response,
      nonces: string[],
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<boolean> {
      if (!keepable(response)) return false;
      const keep = responses.begin();
      const html = await readAll(response.body!);
      keep(key, pageOf(response, html, nonces));
      // Not the reply itself: it is thenable, and would be awaited until sent.
      const hit = pageCache.sendHit(key, request, reply);
      if (hit) await hit;
      else reply.send(new Response(html, { status: response.status, headers: response.headers }));
      return true;
    },
  };
  return pageCache;
}

/** Whether a rendered answer may be kept: a whole page, feed or calendar (200 or 404) that sets no cookie. */
function keepable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    (response.status === 200 || response.status === 404) &&
    response.body !== null &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(cacheControl) &&
    keptContentTypes.some((type) => response.headers.get("content-type")?.startsWith(type))
  );
}

export type PageCache = ReturnType<typeof createPageCache>;
