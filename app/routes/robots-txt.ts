import { site } from "#common/site.ts";

/**
 * Every public page may be crawled, and the notices' files the sitemap lists; the staff console
 * and the rest of the API may not (the longer, more specific rule wins).
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Allow: /api/v1/files/",
    "Disallow: /api/",
    "Allow: /",
    "",
    `Sitemap: ${site.website}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
