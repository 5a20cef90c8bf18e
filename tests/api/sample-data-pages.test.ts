import { HTMLElement, parse, type Node } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site as university } from "#common/site.ts";
import { currentDepartments } from "#server/db/seed/academics.ts";
import { campusDetails } from "#server/db/seed/campus-details.ts";
import { facultyRows } from "#server/db/seed/faculty.ts";
import { createRandom } from "#server/db/seed/random.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { commandLineActor } from "#server/services/audit-service.ts";
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

  /** The programmes the campuses reported, told apart by letters and digits alone: the test's own count, not the seed's. */
  const reported = () => {
    const byName = new Map<string, Set<string>>();
    for (const [slug, details] of Object.entries(campusDetails)) {
      for (const name of details.listedProgrammes) {
        const key = name.toLowerCase().replace(/[^a-z0-9]/g, "");
        byName.set(key, (byName.get(key) ?? new Set()).add(slug));
      }
    }
    return byName;
  };
  const main = (html: string) => parse(html).querySelector("main")!;

  it("lists on /courses exactly the distinct programmes the campuses reported, each linked to a page naming its campuses, nothing invented", async () => {
    const expected = reported();
    expect(expected.size).toBe(27);
    for (const prefix of ["", "/hi"]) {
      const page = main(pages.get(`${prefix}/courses`) ?? (await site.app.inject(`${prefix}/courses`)).body);
      const cards = page.querySelectorAll("article");
      expect(cards, prefix).toHaveLength(expected.size);
      for (const card of cards) {
        const link = card.querySelector("a[href*='/programs/']")!;
        const name = link.text.trim();
        const campuses = expected.get(name.toLowerCase().replace(/[^a-z0-9]/g, ""));
        expect(campuses, name).toBeDefined();
        const programme = main((await site.app.inject(link.getAttribute("href")!)).body);
        const named = programme.querySelectorAll("#program-campuses ~ ul a").map((a) => a.getAttribute("href"));
        expect(named.sort(), name).toEqual([...campuses!].map((slug) => `${prefix}/campus/${slug}`).sort());
        // No syllabus, intake, duration or eligibility is invented: each says it is to be published.
        const text = programme.text;
        expect(text.split(prefix ? "शीघ्र प्रकाशित होगा" : "to be published").length - 1, name).toBe(4);
        expect(programme.querySelectorAll("table"), name).toHaveLength(0);
      }
    }
    const programmes = await site.services.programs.list();
    expect(programmes.every((p) => p.intake === null && p.duration === null && p.years === null)).toBe(true);
    expect(programmes.every((p) => p.eligibility === null && p.code === null && p.dept_id === null)).toBe(true);
    const diploma = programmes.find((p) => p.name === "Diploma in Computer Engineering")!;
    expect(diploma.programLevel).toBe("DIPLOMA");
    expect(diploma.campuses.map((campus) => campus.slug).sort()).toEqual(["guru-nanak-dev", "jaffarpur"]);
  });

  it("shows them by level, on the home page's browser, in the search and the API, and links every campus page's programmes to them", async () => {
    const programmes = await site.services.programs.list();
    for (const level of ["ug", "pg", "diploma", "certificate"]) {
      const page = main((await site.app.inject(`/courses/${level}`)).body);
      expect(page.querySelectorAll("article").length, level).toBe(
        programmes.filter((p) => p.programLevel === level.toUpperCase()).length,
      );
      expect(page.querySelectorAll("article").length, level).toBeGreaterThan(0);
    }
    for (const home of ["/", "/hi/"]) {
      const cards = parse(pages.get(home)!).querySelectorAll("[data-testid='program-cards'] a[href*='/programs/']");
      expect(cards.length, home).toBeGreaterThan(0);
    }
    const api = JSON.parse((await site.app.inject("/api/v1/program")).body).data.programs;
    expect(api.map((p: { name: string }) => p.name).sort()).toEqual(programmes.map((p) => p.name).sort());
    const search = main((await site.app.inject("/search?q=polymer")).body);
    expect(
      search.querySelector(`a[href='/programs/${programmes.find((p) => /Polymer/.test(p.name))!._id}']`),
    ).not.toBeNull();

    const ids = new Set(programmes.map((p) => p._id));
    for (const [slug, details] of Object.entries(campusDetails)) {
      const links = main((await site.app.inject(`/campus/${slug}`)).body).querySelectorAll(
        "#campus-listed-programmes a",
      );
      expect(
        links.map((a) => a.text.trim()),
        slug,
      ).toEqual(details.listedProgrammes);
      expect(
        links.every((a) => ids.has(a.getAttribute("href")!.replace("/programs/", ""))),
        slug,
      ).toBe(true);
    }
  });

  it("marks every English fragment of a Hindi campus page lang=en, and shows the Hindi address staff write", async () => {
    const latinOutsideEnglish = (html: string) => {
      const found: string[] = [];
      const walk = (node: Node) => {
        for (const child of node.childNodes) {
          if (child instanceof HTMLElement) {
            if (child.getAttribute("lang") !== "en" && !["SCRIPT", "STYLE"].includes(child.tagName)) walk(child);
          } else if ((child.text.match(/[A-Za-z]+/g) ?? []).some((word) => !/^[IVX]+$/.test(word))) {
            // A Latin word, not a Roman numeral of a Hindi name (वज़ीरपुर-I).
            found.push(child.text.trim());
          }
        }
      };
      walk(main(html));
      return found;
    };
    for (const campus of await site.services.campus.list()) {
      const html = (await site.app.inject(`/hi/campus/${campus.slug}`)).body;
      expect(latinOutsideEnglish(html), campus.slug).toEqual([]);
    }
    const admin = await createStaff(site.services, { email: "campus-admin@dseu.test", role: "admin" });
    await site.services.campus.update(admin, commandLineActor, "ambedkar", {
      address_hi: "मधुबन कॉलोनी के सामने, शकरपुर एक्सटेंशन, दिल्ली-110092",
    });
    const page = main((await site.app.inject("/hi/campus/ambedkar")).body);
    const address = page.querySelector("section[aria-labelledby='campus-address'] p")!;
    expect(address.text).toBe("मधुबन कॉलोनी के सामने, शकरपुर एक्सटेंशन, दिल्ली-110092");
    expect(address.getAttribute("lang")).toBeUndefined();
    expect(latinOutsideEnglish(page.outerHTML)).toEqual([]);
    // The English page keeps the English address.
    expect(main((await site.app.inject("/campus/ambedkar")).body).text).toContain("Shakarpur Extension");
  });

  it("links the footer's Fee Refund Policy to the policy, and offers the head office once on the grievance form", async () => {
    for (const home of ["/", "/hi/"]) {
      const refund = parse(pages.get(home)!)
        .querySelectorAll("footer a")
        .find((a) => ["Fee Refund Policy", "शुल्क वापसी नीति"].includes(a.text.trim()));
      expect(refund?.getAttribute("href"), home).toBe(
        home === "/" ? "/admission/refund-policy" : "/hi/admission/refund-policy",
      );
    }
    const options = parse((await site.app.inject("/grievance-form")).body)
      .querySelectorAll("select[name='campus'] option")
      .map((option) => option.text.trim());
    expect(options.filter((option) => /Dwarka|head office/i.test(option))).toEqual(["DSEU Dwarka Campus (HQ)"]);
    expect(new Set(options).size).toBe(options.length);
  });

  // Last: it empties the catalogue the tests above read.
  it("says what is true of an empty catalogue, of a filter that matches nothing, and of the home page's browser", async () => {
    const nomatch = main((await site.app.inject("/courses?q=zzzz")).body).querySelector(
      "[data-testid='program-empty']",
    )!;
    expect(nomatch.text).toContain("No programme matches these filters.");
    const nomatchHi = main((await site.app.inject("/hi/courses?q=zzzz")).body);
    expect(nomatchHi.querySelector("[data-testid='program-empty']")!.text).toContain("इन शर्तों से कोई कार्यक्रम नहीं मिला");

    await site.database.db.deleteFrom("program").execute();
    site.services.cache.invalidate();
    for (const [path, sentence] of [
      ["/courses", "Programmes will be listed here once the university publishes them."],
      ["/courses/ug", "Programmes will be listed here once the university publishes them."],
      ["/hi/courses", "विश्वविद्यालय द्वारा प्रकाशित होते ही कार्यक्रम यहाँ दिखाए जाएँगे।"],
    ] as const) {
      const page = main((await site.app.inject(path)).body);
      expect(page.querySelector("[data-testid='program-empty']")!.text.trim(), path).toBe(sentence);
      expect(page.text, path).not.toContain("No programme matches");
    }
    for (const [path, sentence] of [
      ["/", "Programmes will be listed here once the university publishes them."],
      ["/hi/", "विश्वविद्यालय द्वारा प्रकाशित होते ही कार्यक्रम यहाँ दिखाए जाएँगे।"],
    ] as const) {
      const page = parse((await site.app.inject(path)).body);
      expect(page.querySelector("[data-testid='program-browser-empty']")!.text.trim(), path).toBe(sentence);
      expect(page.querySelectorAll("#programs [role='tab']"), path).toHaveLength(0);
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
