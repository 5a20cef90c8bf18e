import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { admissionSession, withAdmissionSession } from "#common/academic-session.ts";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { seedDatabase } from "#server/db/seed/index.ts";
import { createServices } from "#server/services/index.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";
import { readText } from "../support/html.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

describe("the admission session", () => {
  it("rolls over on 1 January in India", () => {
    // 31 December 2026, 23:59:59 in India, and a second later.
    expect(admissionSession(new Date("2026-12-31T18:29:59Z"))).toBe("2026-27");
    expect(admissionSession(new Date("2026-12-31T18:30:00Z"))).toBe("2027-28");
    expect(admissionSession(new Date("2026-07-01T00:00:00Z"))).toBe("2026-27");
    expect(admissionSession(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });

  it("fills the placeholder in page text and in messages, in both languages", () => {
    const now = new Date("2027-03-01T00:00:00Z");
    expect(withAdmissionSession("Admission {admissionSession}: {admissionSession}", now)).toBe(
      "Admission 2027-28: 2027-28",
    );
    expect(withAdmissionSession("No year here", now)).toBe("No year here");
    for (const language of ["en", "hi"] as const) {
      const t = translator(catalogue[language], { admissionSession: "2027-28" });
      expect(t("pages.admissionSession")).toMatch(/ 2027-28$/);
      expect(t("home.bannerAdmission")).toMatch(/ 2027-28$/);
      // A value the caller gives still wins over the site's.
      expect(t("pages.admissionSession", { admissionSession: "2030-31" })).toMatch(/ 2030-31$/);
    }
  });
});

describe.each(testEngines)("an admission page seeded before the placeholder, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  /** Makes the database look seeded before decision 0171: revision 1 names 2025-26, and the part is to run. */
  async function asFirstSeeded() {
    await database.db.transaction().execute(async (trx) => {
      for (const [language, name] of [
        ["en", "Admission"],
        ["hi", "प्रवेश"],
      ] as const) {
        await trx
          .updateTable("page_revision")
          .set({ title: `${name} 2025-26`, body: `${name}: 2025-26.` })
          .where("path", "=", "/admission")
          .where("language", "=", language)
          .where("number", "=", 1)
          .execute();
      }
      await trx.deleteFrom("seed_part").where("part", "=", "admission-session").execute();
    });
  }

  it("gets a revision naming the session by its placeholder, unless staff have changed the page", async () => {
    await asFirstSeeded();
    // Staff saved the Hindi page since: it stays theirs.
    await database.db
      .insertInto("page_revision")
      .values({
        id: "staff-revision",
        path: "/admission",
        language: "hi",
        number: 2,
        title: "प्रवेश 2025-26 (कर्मचारी)",
        description: "",
        body: "कर्मचारियों का पाठ",
        published: 1,
        author_id: null,
        author_name: "Registrar",
        restored_from: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await seedDatabase(database.db)).toEqual(["admission-session"]);
    const pages = createServices(database.db).pages;
    const english = await pages.published("/admission", "en");
    expect(english?.title).toBe("Admission {admissionSession}");
    expect(english?.body).toBe("Admission: {admissionSession}.");
    expect((await pages.published("/admission", "hi"))?.title).toBe("प्रवेश 2025-26 (कर्मचारी)");
    // Applied once: a second run changes nothing.
    expect(await seedDatabase(database.db)).toEqual([]);
  });
});

describe("years on pages over HTTP", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());
  afterEach(() => vi.useRealTimers());

  const page = async (url: string) => {
    const response = await site.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it("the menu, the home banner and the admission page name the session of today's date, and no page a stale year", async () => {
    const session = admissionSession(new Date());
    for (const [prefix, admission] of [
      ["", "Admission"],
      ["/hi", "प्रवेश"],
    ] as const) {
      const home = parse(await page(`${prefix}/`));
      const menuLink = home.querySelectorAll('nav a[href$="/admission"]').map(readText);
      expect(menuLink, `${prefix}/ menu`).toContain(`${admission} ${session}`);
      expect(readText(home.querySelector("main")), `${prefix}/ banner`).toContain(`${admission} ${session}`);

      const admissionPage = parse(await page(`${prefix}/admission`));
      expect(readText(admissionPage.querySelector("h1"))).toBe(`${admission} ${session}`);
      expect(admissionPage.querySelector("title")?.textContent).toContain(session);
      expect(readText(admissionPage.querySelector("main"))).toContain(session);

      for (const path of ["/", "/admission", "/admission/guidelines", "/sitemap", "/courses"]) {
        const html = await page(`${prefix}${path === "/" ? "/" : path}`);
        expect(html, `${prefix}${path}`).not.toMatch(/2025[-–]26/);
        expect(html, `${prefix}${path}`).not.toContain("{admissionSession}");
      }
    }
  });

  it("on 1 January in India the pages name the next session", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-12-31T18:30:05Z") });
    const admissionPage = parse(await page("/admission?on=new-year"));
    expect(readText(admissionPage.querySelector("h1"))).toBe("Admission 2028-29");
    const menuLink = admissionPage.querySelectorAll('nav a[href="/admission"]').map(readText);
    expect(menuLink).toContain("Admission 2028-29");
  });
});
