import { expect, test } from "@playwright/test";

/** Same-origin page links of an HTML document: no API calls, no files (a dot in the last segment), no fragments. */
function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    if (!href!.startsWith("/") || href!.startsWith("//")) continue;
    const path = href!.replace(/&amp;/g, "&").split("#")[0]!;
    if (path === "" || /^\/(hi\/)?api(\/|$)/i.test(path) || /\.[a-z0-9]+$/i.test(path.split("?")[0]!)) continue;
    links.push(path);
  }
  return links;
}

test("every link from the home page in both languages leads to a page that answers 200, and the sitemap lists them", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const queue = ["/", "/hi/"];
  const answers = new Map<string, number>();
  // Pages that ask search engines to stay away (those under construction) belong in no sitemap.
  const unindexed = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (answers.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    answers.set(path, response.status());
    if (response.status() !== 200 || !response.headers()["content-type"]?.includes("text/html")) continue;
    const html = await response.text();
    if (/<meta name="robots" content="noindex"/.test(html)) unindexed.add(path);
    for (const link of pageLinks(html)) if (!answers.has(link)) queue.push(link);
  }

  const failures = [...answers].filter(([, status]) => status !== 200);
  expect(failures, "links that do not answer 200").toEqual([]);
  expect(answers.size).toBeGreaterThan(80);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const key = (path: string) =>
    path
      .split("?")[0]!
      .toLowerCase()
      .replace(/(.)\/$/, "$1");
  const listed = new Set(
    [...sitemap.matchAll(/<loc>https:\/\/dseu\.ac\.in([^<]*)<\/loc>/g)].map(([, path]) => key(path!)),
  );
  const reached = [...answers].filter(([path, status]) => status === 200 && !unindexed.has(path)).map(([path]) => path);
  expect(
    reached.filter((path) => !listed.has(key(path))),
    "pages missing from sitemap.xml",
  ).toEqual([]);
});

test("the sitemap names both languages of every page as alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const sitemap = await response.text();
  const entry = /<url><loc>https:\/\/dseu\.ac\.in\/amenities\/Library<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1];
  expect(entry).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://dseu.ac.in/hi/amenities/Library"/>');
  expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://dseu.ac.in/amenities/Library"/>');
  expect(sitemap).toContain("<loc>https://dseu.ac.in/hi/amenities/Library</loc>");
  expect(sitemap).not.toContain("/UGC-Guidelines");
});
