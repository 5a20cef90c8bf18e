import type { FastifyInstance } from "fastify";
import { campusZones, zoneKeyOf } from "#common/campuses.ts";
import { jobPortalSectionKeys } from "#common/notice-sections.ts";

/** A path segment as the previous site's client wrote it (`central%20zone`, `central+zone`), or undefined if malformed. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment.replaceAll("+", " ")).trim();
  } catch {
    return undefined;
  }
}

/**
 * The previous site's page URLs that this site spells differently, each
 * redirected (301) to the page that replaced it; listed in docs/api.md.
 * A zone page: `/campus/zone/central%20zone` (any case, `+` or a space) → `/campus/zone/central`.
 * A job-portal archive: `/recruitment/archive/academic%20positions` → `/recruitment/archive/academic-positions`
 * (the section's name with hyphens for its spaces, the slug of app/features/notices/boards.ts).
 */
function currentPageUrl(path: string): string | undefined {
  const zonePage = /^(\/hi)?\/campus\/zone\/([^/]+)\/?$/i.exec(path);
  if (zonePage) {
    const segment = decodedSegment(zonePage[2]!);
    if (segment === undefined || !/\szone$/i.test(segment)) return undefined;
    const zone = zoneKeyOf(segment);
    return (campusZones as readonly string[]).includes(zone) ? `${zonePage[1] ?? ""}/campus/zone/${zone}` : undefined;
  }
  const jobArchive = /^(\/hi)?\/recruitment\/archive\/([^/]+)\/?$/i.exec(path);
  if (jobArchive) {
    const segment = decodedSegment(jobArchive[2]!)?.toLowerCase().replace(/\s+/g, " ");
    // Only a spelling with spaces: the hyphenated slug is the page itself.
    if (segment === undefined || !segment.includes(" ")) return undefined;
    const section = jobPortalSectionKeys.find((key) => key === segment);
    return section ? `${jobArchive[1] ?? ""}/recruitment/archive/${section.replaceAll(" ", "-")}` : undefined;
  }
  return undefined;
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
