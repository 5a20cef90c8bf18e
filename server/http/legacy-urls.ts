import type { FastifyInstance } from "fastify";
import { campusZones, zoneKeyOf } from "#common/campuses.ts";

/**
 * The previous site's page URLs that this site spells differently, each
 * redirected (301) to the page that replaced it; listed in docs/api.md.
 * A zone page: `/campus/zone/central%20zone` (any case, `+` or a space) → `/campus/zone/central`.
 */
function currentPageUrl(path: string): string | undefined {
  const match = /^(\/hi)?\/campus\/zone\/([^/]+)\/?$/i.exec(path);
  if (!match) return undefined;
  let segment: string;
  try {
    segment = decodeURIComponent(match[2]!.replaceAll("+", " "));
  } catch {
    return undefined;
  }
  if (!/\szone$/i.test(segment.trim())) return undefined;
  const zone = zoneKeyOf(segment);
  return (campusZones as readonly string[]).includes(zone) ? `${match[1] ?? ""}/campus/zone/${zone}` : undefined;
}

export function installLegacyUrlRedirects(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method === "GET" || request.method === "HEAD") {
      const queryStart = request.url.indexOf("?");
      const target = currentPageUrl(queryStart < 0 ? request.url : request.url.slice(0, queryStart));
      if (target) {
        const query = queryStart < 0 ? "" : request.url.slice(queryStart + 1);
        // Answered here: Fastify runs nothing more for a sent reply, so `done` is not called.
        return void reply.redirect(query ? `${target}?${query}` : target, 301);
      }
    }
    done();
  });
}
