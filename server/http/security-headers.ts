import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

/**
 * The headers every response carries (pages, API, files, errors), set in
 * `onRequest` so even a request refused by a later hook has them:
 * - a strict nonce-based CSP; styles come from our own files or carry the nonce,
 *   and only style attributes (React's `style={…}`) are inline, which cannot run code;
 * - no framing at all (`frame-ancestors 'none'` and `X-Frame-Options: DENY`);
 * - `nosniff`, `Referrer-Policy: same-origin`, a Permissions-Policy;
 * - HSTS only on a request that arrived over TLS (directly, or through a trusted proxy);
 * - `Cache-Control: no-store` on any answer to a request that carries a token.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { contentSecurityPolicy }: { contentSecurityPolicy: boolean },
): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: contentSecurityPolicy,
    contentSecurityPolicy: contentSecurityPolicy
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
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

  app.addHook("onRequest", async (request, reply) => {
    reply.header("permissions-policy", permissionsPolicy);
    if (request.protocol === "https") reply.header("strict-transport-security", strictTransportSecurity);
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.header("cache-control", "no-store");
  });
}
