import { site } from "#common/site.ts";

/** Every public page may be crawled; the staff console and the API may not. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
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
