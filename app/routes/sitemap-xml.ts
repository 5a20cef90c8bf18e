import { programLevels } from "#common/program-levels.ts";
import { site } from "#common/site.ts";
import { publicPaths } from "../features/info-pages/public-paths.ts";
import { jobCategories } from "../features/notices/boards.ts";
import { noticeSitemap } from "../features/notices/sitemap-notices.server.ts";
import { localizePath } from "../i18n/language.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/sitemap-xml";
import type { Services } from "#server/services/index.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The pages with a parameter: every campus, department and faculty member, each job archive, each
 * level of the catalogue (its tabs link every level) and every programme (each card links its
 * page, published structure or not: decision 0186).
 */
async function recordPaths(services: Services): Promise<string[]> {
  const [campuses, programs, departments, faculty] = await Promise.all([
    services.campus.list(),
    services.programs.list(),
    services.departments.list(),
    services.faculty.list({ limit: 1000 }),
  ]);
  return [
    ...campuses.map((campus) => `/campus/${campus.slug}`),
    ...programLevels.map((level) => `/courses/${level.toLowerCase()}`),
    ...programs.map((program) => `/programs/${program._id}`),
    ...departments.map((department) => `/dept/${department._id}`),
    ...faculty.map((member) => `/faculty/${member._id}`),
    ...jobCategories.map((category) => `/recruitment/archive/${category.slug}`),
  ];
}

/**
 * One <url> per page and language, each naming both languages and the default as alternates; a
 * notice board with the moment its newest notice changed, a notice's reading view with its
 * notice's. Then every notice's file, once, with the moment its notice changed (decision 0169).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const [records, notices] = await Promise.all([recordPaths(services), noticeSitemap(services)]);
  // A level the menus link too is listed once.
  const paths = [...new Set([...publicPaths(), ...records])];
  const lastmods = new Map(notices.boards);
  for (const { path, lastmod } of notices.readingViews) lastmods.set(path, lastmod);
  const entries = [...paths, ...notices.readingViews.map(({ path }) => path)].flatMap((path) => {
    const lastmod = lastmods.get(path);
    const alternates = { en: path, hi: localizePath(path, "hi"), "x-default": path };
    const links = Object.entries(alternates)
      .map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(site.website + href)}"/>`,
      )
      .join("");
    return [alternates.en, alternates.hi].map(
      (href) =>
        `<url><loc>${escapeXml(site.website + href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`,
    );
  });
  const files = notices.files.map(
    ({ path, lastmod }) => `<url><loc>${escapeXml(site.website + path)}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    ...files,
    `</urlset>`,
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
