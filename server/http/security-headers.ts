import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { sessionCookieName } from "../api/staff-session.ts";

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

/** Stand-ins for the nonces while Helmet writes the policy once (see fixedHeaders). */
const scriptNonceMark = "script-nonce-mark";
const styleNonceMark = "style-nonce-mark";

/**
 * Helmet's headers, written once: Helmet runs a single time on a stand-in response, with
 * marks where the nonces go; each request then gets the same headers and the policy with its
 * own nonces put in the marks' places. Scripts and styles come from our own origin or carry
 * the nonce; only style attributes (React's `style={…}`) are inline, which cannot run code.
 */
function fixedHeaders(withPolicy: boolean) {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: withPolicy
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            fontSrc: ["'self'", "data:"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            // The console's preview of a chosen file, before it is uploaded, is an object URL
            // (decision 0159): the browser's own PDF viewer in a frame, or the picture.
            frameSrc: ["'self'", "blob:"],
            imgSrc: ["'self'", "data:", "blob:"],
            objectSrc: ["'none'"],
            scriptSrc: ["'self'", `'nonce-${scriptNonceMark}'`],
            scriptSrcAttr: ["'none'"],
            styleSrc: ["'self'", `'nonce-${styleNonceMark}'`],
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
  })({} as IncomingMessage, standIn, () => {});
  headers["permissions-policy"] = permissionsPolicy;
  const policy = headers["content-security-policy"];
  delete headers["content-security-policy"];
  if (!withPolicy) return { headers, policyWith: undefined };
  if (!policy?.includes(scriptNonceMark) || !policy.includes(styleNonceMark)) {
    throw new Error("Helmet wrote no policy with both nonces");
  }
  const [beforeScript, rest] = policy.split(scriptNonceMark) as [string, string];
  const [between, afterStyle] = rest.split(styleNonceMark) as [string, string];
  return {
    headers,
    policyWith: (nonces: Nonces) => beforeScript + nonces.script + between + nonces.style + afterStyle,
  };
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
 * - a strict nonce-based CSP (see fixedHeaders);
 * - no framing at all (`frame-ancestors 'none'` and `X-Frame-Options: DENY`);
 * - `nosniff`, `Referrer-Policy: same-origin`, a Permissions-Policy;
 * - HSTS only on a request that arrived over TLS (directly, or through a trusted proxy);
 * - `Cache-Control: no-store` on any answer to a request that carries a token or the console's
 *   session cookie: nothing a member of staff is shown is kept by a shared cache (decision 0217).
 * Helmet writes them once rather than through @fastify/helmet, which builds Helmet's
 * middleware again on every request (parsing the whole policy) to insert the nonces (a third
 * of the cost of serving a cached page), or Helmet's own middleware, which checks the
 * policy's nonce directives and sets each header on the raw response again every time.
 */
/** A Cookie header with the console's session cookie in it. */
const carriesSession = new RegExp(`(?:^|;)\\s*${sessionCookieName}=`);

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { contentSecurityPolicy }: { contentSecurityPolicy: boolean },
): Promise<void> {
  const { headers, policyWith } = fixedHeaders(contentSecurityPolicy);
  app.decorateReply("cspNonce", null);

  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (policyWith) {
      const nonces = { script: freshNonce(), style: freshNonce() };
      reply.cspNonce = nonces;
      reply.header("content-security-policy", policyWith(nonces));
    }
    if (request.protocol === "https") reply.header("strict-transport-security", strictTransportSecurity);
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined || carriesSession.test(request.headers.cookie ?? "")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
