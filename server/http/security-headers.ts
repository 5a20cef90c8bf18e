import { randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

type Nonces = { script: string; style: string };

declare module "fastify" {
  interface FastifyReply {
    /** This response's policy nonces, for inline scripts and styles; null when the policy is off. */
    cspNonce: Nonces | null;
  }
}

/** Features no page of the site uses, refused for the page and anything it embeds. */
const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "browsing-topics=()",
].join(", ");

/** A year, with subdomains: the university's whole domain is served over TLS. */
const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** Where the policy's directive functions find this response's nonces. */
const noncesOfResponse = new WeakMap<ServerResponse, Nonces>();

/**
 * Helmet's middleware, configured once: the policy reads each response's nonces
 * through directive functions instead of being configured anew per request.
 * Scripts and styles come from our own origin or carry the nonce; only style
 * attributes (React's `style={…}`) are inline, which cannot run code.
 */
function helmetHeaders(withPolicy: boolean) {
  return helmet({
    contentSecurityPolicy: withPolicy
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            fontSrc: ["'self'", "data:"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            imgSrc: ["'self'", "data:"],
            objectSrc: ["'none'"],
            scriptSrc: ["'self'", (_request, response) => `'nonce-${noncesOfResponse.get(response)?.script}'`],
            scriptSrcAttr: ["'none'"],
            styleSrc: ["'self'", (_request, response) => `'nonce-${noncesOfResponse.get(response)?.style}'`],
            styleSrcAttr: ["'unsafe-inline'"],
            connectSrc: ["'self'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    // Not "no-referrer": under it browsers send `Origin: null` with a plain form post, which
    // React Router's action guard refuses; "same-origin" still tells other sites nothing.
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: false,
  });
}

/**
 * Nonces of 16 random bytes, cut from a block the system's secure generator fills 4 kB
 * at a time: each byte is used once, and a page cache hit does not wait on a system
 * call for its two nonces.
 */
const randomBlock = Buffer.alloc(4096);
let randomOffset = randomBlock.length;
function freshNonce(): string {
  if (randomOffset + 16 > randomBlock.length) {
    randomFillSync(randomBlock);
    randomOffset = 0;
  }
  const nonce = randomBlock.toString("hex", randomOffset, randomOffset + 16);
  randomOffset += 16;
  return nonce;
}

/**
 * The headers every response carries (pages, API, files, errors), set in
 * `onRequest` so even a request refused by a later hook has them:
 * - a strict nonce-based CSP (see helmetHeaders);
 * - no framing at all (`frame-ancestors 'none'` and `X-Frame-Options: DENY`);
 * - `nosniff`, `Referrer-Policy: same-origin`, a Permissions-Policy;
 * - HSTS only on a request that arrived over TLS (directly, or through a trusted proxy);
 * - `Cache-Control: no-store` on any answer to a request that carries a token.
 * Helmet is called directly rather than through @fastify/helmet, which builds Helmet's
 * middleware again on every request (parsing the whole policy) to insert the nonces:
 * a third of the cost of serving a cached page.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { contentSecurityPolicy }: { contentSecurityPolicy: boolean },
): Promise<void> {
  const applyHelmet = helmetHeaders(contentSecurityPolicy);
  app.decorateReply("cspNonce", null);

  app.addHook("onRequest", (request, reply, done) => {
    if (contentSecurityPolicy) {
      const nonces = { script: freshNonce(), style: freshNonce() };
      reply.cspNonce = nonces;
      noncesOfResponse.set(reply.raw, nonces);
    }
    applyHelmet(request.raw, reply.raw, () => {
      reply.header("permissions-policy", permissionsPolicy);
      if (request.protocol === "https") reply.header("strict-transport-security", strictTransportSecurity);
      done();
    });
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.header("cache-control", "no-store");
  });
}
