import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { apiPrefix } from "#common/api/envelope.ts";
import { compressBody, hashOf, negotiateBody, type Encoding } from "../delivery/cacheable.ts";

/**
 * The reference page's policy: its inline start-up script carries the response's
 * nonce, and Scalar injects `<style>` elements at run time, which a style nonce
 * would block. Everything still comes from our own origin.
 */
function docsContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(";");
}

const scalarPackage = "@scalar/fastify-api-reference";
const scalarVersion = (
  JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(createRequire(import.meta.url).resolve(scalarPackage)), "../package.json"),
      "utf8",
    ),
  ) as { version: string }
).version;

/**
 * Scalar's plugin, in a Fastify instance of its own, made on the first request
 * for the reference rather than at start: its 4.3 MB bundle is a string constant
 * in the module, some 35 MB of memory once loaded (docs/benchmarks-log.md). The page
 * asks for the bundle with the plugin's version in the query, so that URL may be
 * cached for a year; other URLs of it are revalidated hourly.
 */
let reference: Promise<FastifyInstance> | undefined;
async function loadReference(): Promise<FastifyInstance> {
  const { default: scalar } = await import(scalarPackage);
  const inner = Fastify();
  await inner.register(scalar, {
    routePrefix: "/docs",
    configuration: {
      url: `${apiPrefix}/openapi.json`,
      withDefaultFonts: false,
      cdn: `js/scalar.js?v=${scalarVersion}`,
    },
  });
  await inner.ready();
  return inner;
}

/** The bundle and its hash, computed once per process, and its compressed copies, made on first demand. */
let bundle: Promise<{ body: string; hash: string }> | undefined;
const compressedBundle = new Map<Encoding, Promise<Buffer>>();
async function loadBundle() {
  const inner = await (reference ??= loadReference());
  const { body } = await inner.inject("/docs/js/scalar.js");
  return { body, hash: hashOf(body) };
}

/** The human-readable reference (Scalar) for the OpenAPI document, under the site's strict CSP. */
export async function registerDocsPage(app: FastifyInstance) {
  app.get("/docs", { schema: { hide: true } }, async (request, reply) => {
    const requested = request.url.split("?")[0]!;
    // The page loads its bundle by a relative URL, so it must be read from the folder.
    if (!requested.endsWith("/")) return reply.redirect(`${requested}/`, 301);
    const inner = await (reference ??= loadReference());
    const page = await inner.inject("/docs/");
    reply.type("text/html; charset=utf-8");
    const nonce = reply.cspNonce?.script;
    if (!nonce) return reply.send(page.body);
    reply.header("content-security-policy", docsContentSecurityPolicy(nonce));
    return reply.send(page.body.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`));
  });

  app.get("/docs/js/scalar.js", { schema: { hide: true } }, async (request, reply) => {
    const { body, hash } = await (bundle ??= loadBundle());
    const versioned = (request.query as { v?: string }).v === scalarVersion;
    reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", versioned ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    const compress = (encoding: Encoding) => {
      let compressed = compressedBundle.get(encoding);
      if (!compressed) compressedBundle.set(encoding, (compressed = compressBody(encoding, body)));
      return compressed;
    };
    return reply.send(await negotiateBody(request, reply, body, hash, { compress }));
  });
}
