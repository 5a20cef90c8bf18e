import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site as university } from "#common/site.ts";
import { currentDepartments } from "#server/db/seed/academics.ts";
import { campusDetails } from "#server/db/seed/campus-details.ts";
import { facultyRows } from "#server/db/seed/faculty.ts";
import { createRandom } from "#server/db/seed/random.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

/** Every page reached by following same-origin page links from the two home pages: path → HTML. */
async function crawl(site: TestSite): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = ["/", "/hi/"];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await site.app.inject({ method: "GET", url: path });
    if (response.statusCode !== 200 || !String(response.headers["content-type"]).includes("text/html")) continue;
    pages.set(path, response.body);
    for (const anchor of parse(response.body).querySelectorAll("a[href]")) {
      const href = anchor.getAttribute("href")!.split("#")[0]!;
      if (!href.startsWith("/") || href.startsWith("//") || /^\/(hi\/)?api(\/|$)/.test(href)) continue;
      if (/\.[a-z0-9]+$/i.test(href.split("?")[0]!) || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return pages;
}

const sampleNotice = (html: string) => parse(html).querySelector("#sample-data-notice");

describe("a site seeded with SEED=facts", () => {
  let site: TestSite;
  let pages: Map<string, string>;
  beforeAll(async () => {
    site = await createTestSite({ profile: "facts" });
    pages = await crawl(site);
  }, 300_000);
  afterAll(() => site.close());

  it("shows an empty faculty directory that explains itself, in both languages, and no sample-data notice", async () => {
    const english = parse(pages.get("/academics/faculty") ?? (await site.app.inject("/academics/faculty")).body);
    const hindi = parse((await site.app.inject("/hi/academics/faculty")).body);
    expect(english.querySelector("main")!.text).toContain("has not yet published its faculty");
    expect(hindi.querySelector("main")!.text).toContain("अभी प्रकाशित नहीं की है");
    expect(english.querySelectorAll("main a[href^='/faculty/']")).toHaveLength(0);
    expect(pages.size).toBeGreaterThan(80);
    expect([...pages].filter(([, html]) => sampleNotice(html)).map(([path]) => path)).toEqual([]);
  });

  it("names no invented person and invents no @dseu.ac.in address on any page", () => {
    const { faculty } = facultyRows(
      currentDepartments,
      { firstSeed: createRandom("faculty"), added: createRandom("faculty-added") },
      "2024-07-01T00:00:00.000Z",
    );
    const inventedNames = faculty.map((person) => `${person.firstname} ${person.surname}`);
    const published = new Set([
      university.helpdeskEmail,
      university.admissionEmail,
      university.rtiEmail,
      ...Object.values(campusDetails).map((details) => details.directorEmail),
    ]);
    for (const [path, html] of pages) {
      const text = parse(html).text;
      expect(
        inventedNames.filter((name) => text.includes(name)),
        path,
      ).toEqual([]);
      const addresses = [...html.matchAll(/[\w.+-]+@dseu\.ac\.in/g)].map(([address]) => address);
      expect(
        addresses.filter((address) => !published.has(address)),
        path,
      ).toEqual([]);
    }
  });

  it("lists on every campus page exactly the programmes the campus reports, and says so where it reports none", async () => {
    const campuses = await site.services.campus.list();
    expect(campuses).toHaveLength(22);
    for (const campus of campuses) {
      for (const prefix of ["", "/hi"]) {
        const page = parse((await site.app.inject(`${prefix}/campus/${campus.slug}`)).body);
        const listed = page.querySelectorAll("#campus-listed-programmes li").map((item) => item.text.trim());
        expect(listed, campus.slug).toEqual(campusDetails[campus.slug]?.listedProgrammes ?? []);
        const section = page.querySelector("#campus-programmes")!.closest("section")!.text;
        if (listed.length === 0) {
          expect(section).toContain(prefix ? "अभी प्रकाशित नहीं किए हैं" : "has not yet published the programmes");
        }
        if (!campus.address) {
          expect(page.querySelector("main")!.text).toContain(
            prefix ? "अभी प्रकाशित नहीं हुआ है" : "address is not yet published",
          );
        }
      }
    }
  });
});

describe("a site seeded with the default demo profile", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 300_000);
  afterAll(() => site.close());

  // That every page reached from the home pages carries the notice in its language is checked by
  // the crawl of tests/api/site-over-http.test.ts, on a site seeded the same way.
  it("shows the translated sample-data notice until an admin removes the sample data", async () => {
    const samplePaths = ["/", "/hi/", "/academics/faculty", "/hi/tenders", "/campus/ambedkar"];
    for (const path of samplePaths) {
      const notice = sampleNotice((await site.app.inject(path)).body);
      expect(notice?.text, path).toContain(path.startsWith("/hi/") ? "नमूना डेटा" : "Sample data");
    }

    await createStaff(site.services, { email: "admin@dseu.test", role: "admin" });
    const token = await signIn(site.app, "admin@dseu.test");
    const removal = await site.app.inject({
      method: "POST",
      url: "/api/v1/sample-data/remove",
      headers: bearer(token),
      payload: { confirm: true },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    for (const path of samplePaths) {
      expect(sampleNotice((await site.app.inject(path)).body), path).toBeNull();
    }
  }, 300_000);
});
