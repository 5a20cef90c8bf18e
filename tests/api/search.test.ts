import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueSearchPages } from "#app/catalogue-search-pages.ts";
import { admissionSession } from "#common/academic-session.ts";
import { campusZones } from "#common/campuses.ts";
import type { SearchAnswer, SearchResult } from "#common/api/search.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { up as reindexForOfficials } from "#server/db/migrations/0023-search-index-officials.ts";
import { rebuildSearchIndex } from "#server/db/search-index.ts";
import { startReadingRunner } from "#server/services/notice-text/reading-runner.ts";
import { testEngines } from "../support/databases.ts";
import { eventually, silentLog } from "../support/notice-reading.ts";
import { bearer, createStaff, multipart, pdfWithText, signIn, uploadNotice } from "../support/staff.ts";

/** The seed's day: its latest notices name the admission session 2026-27. */
const seedDay = new Date("2026-09-15T06:00:00Z");

const text = (parts: SearchResult["title"]) => parts.map((part) => part.text).join("");
const marked = (parts: SearchResult["title"]) => parts.filter((part) => part.match).map((part) => part.text);

describe.each(testEngines)("the site's search on %s", (engine) => {
  let api: TestApi;
  let admin: string;

  const search = async (query: Record<string, string>) => {
    const response = await getJson(api.app, `/api/v1/search?${new URLSearchParams(query)}`);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json.data.search as SearchAnswer;
  };
  const upload = async (fields: Record<string, string>, file?: Uint8Array) => {
    const response = await uploadNotice(
      api.app,
      admin,
      { section: "tenders", ...fields },
      file && { name: "notice.pdf", content: file },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.notice._id as string;
  };

  beforeAll(async () => {
    api = await createTestApi(engine, {}, { today: seedDay });
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    admin = await signIn(api.app, "admin@dseu.test");
    // What the server does when it loads the built pages (decision 0128); this API has none.
    await api.services.search.indexCataloguePages(catalogueSearchPages());
  });
  afterAll(() => api.close());

  it.each(["btech", "B.Tech", "b.tech.", "BTECH"])("finds the B.Tech programmes for %j", async (q) => {
    const answer = await search({ q });
    const programmes = answer.results.filter((result) => result.kind === "programme");
    expect(programmes.length, JSON.stringify(answer.results.map((r) => text(r.title)))).toBeGreaterThan(0);
    for (const programme of programmes) expect(text(programme.title)).toMatch(/B\.\s?Tech/);
    expect(answer.kinds.programme).toBeGreaterThanOrEqual(programmes.length);
    expect(marked(programmes[0]!.title).join(" ")).toMatch(/B\.\s?Tech/);
  });

  it("finds the grievance and RTI page first for RTI, in its title, and no one named Aarti", async () => {
    const answer = await search({ q: "RTI" });
    expect(answer.results[0]).toMatchObject({ kind: "page", path: "/grievance-form", lang: "en" });
    expect(marked(answer.results[0]!.title)).toEqual(["RTI"]);
    expect(answer.results.map((result) => result.path)).toContain("/contact-us");
    expect(answer.kinds.person).toBe(0);
    const hindi = await search({ q: "आरटीआई", lang: "hi" });
    expect(hindi.results[0]).toMatchObject({ kind: "page", path: "/grievance-form", lang: "hi" });
  });

  it("finds the pages whose words are the message catalogue's: a board, the job portal, a campus zone", async () => {
    const boards = await search({ q: "tenders", kind: "page" });
    expect(boards.results.map((result) => result.path)).toContain("/tenders");
    expect((await search({ q: "job portal" })).results[0]).toMatchObject({ kind: "page", path: "/recruitment" });
    const zone = await search({ q: "central zone campuses", kind: "page" });
    expect(zone.results[0]).toMatchObject({ path: "/campus/zone/central", lang: "en" });
    expect(text(zone.results[0]!.title)).toBe("Central zone campuses");
  });

  it("replaces an earlier build's catalogue pages with the next one's, which a rebuild from the records keeps", async () => {
    const pages = catalogueSearchPages();
    await api.services.search.indexCataloguePages(pages.filter((page) => page.path !== "/alumni"));
    expect((await search({ q: "alumni", kind: "page" })).results.map((result) => result.path)).not.toContain("/alumni");
    await api.services.search.indexCataloguePages(pages);
    await rebuildSearchIndex(api.database.db);
    api.services.cache.invalidate();
    expect((await search({ q: "alumni", kind: "page" })).results.map((result) => result.path)).toContain("/alumni");
    expect((await search({ q: "RTI" })).results[0]).toMatchObject({ path: "/grievance-form" });
  });

  it("finds this session's admission notices for 'admission 2026', and each word is marked", async () => {
    const answer = await search({ q: "admission 2026" });
    const notices = answer.results.filter((result) => result.kind === "notice");
    // Past their end by now they may be archived, and come after the current results (decision 0230).
    const first = notices.find((notice) => /admission.*2026|2026.*admission/i.test(text(notice.title)));
    if (!first) throw new Error(`no admission notice of 2026: ${JSON.stringify(notices.map((n) => text(n.title)))}`);
    expect(first.section).toBeTypeOf("string");
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first.path).toMatch(/^\/api\/v1\/files\/[0-9a-f]{64}$|^https?:/);
  });

  it("finds the admission page by its session's year, its title filled as the page fills it", async () => {
    const session = admissionSession(new Date());
    const answer = await search({ q: `admission ${session.slice(0, 4)}`, kind: "page" });
    const page = answer.results.find((result) => result.path === "/admission");
    expect(page, JSON.stringify(answer.results.map((result) => result.path))).toBeDefined();
    expect(text(page!.title)).toBe(`Admission ${session}`);
    expect(text(page!.snippet)).not.toContain("{admissionSession}");
  });

  it("finds Hindi text in the Hindi pages, which the English reader searching in Hindi is offered too", async () => {
    const hindi = await search({ q: "सूचना का अधिकार", lang: "hi" });
    expect(hindi.results[0]).toMatchObject({ kind: "page", path: "/grievance-form", lang: "hi" });
    const contact = hindi.results.find((result) => result.path === "/contact-us");
    expect(contact).toMatchObject({ kind: "page", lang: "hi" });
    expect(marked(contact!.snippet)).toEqual(expect.arrayContaining(["सूचना", "अधिकार"]));
    // Typed in Devanagari on an English page, the query searches the Hindi pages too (decision 0232).
    const english = await search({ q: "सूचना का अधिकार", lang: "en" });
    expect(english.results[0]).toMatchObject({ kind: "page", path: "/grievance-form", lang: "hi" });
  });

  it("finds where to ask about a hostel for hostel, its plural and its synonyms: the scholarship page first, and the campus zones", async () => {
    const expected = ["/amenities/Scholarship", ...campusZones.map((zone) => `/campus/zone/${zone}`)];
    for (const [q, lang] of [
      ["hostel", "en"],
      ["Hostels", "en"],
      ["accommodation", "en"],
      ["छात्रावास", "hi"],
      ["आवास", "hi"],
      ["hostel", "hi"],
    ] as const) {
      const answer = await search({ q, lang });
      // The scholarship page's section is headed "Hostel and accommodation", and a heading weighs as a title.
      expect(answer.results[0], `${q} ${lang}`).toMatchObject({ path: "/amenities/Scholarship", lang });
      const firstPage = answer.results.filter((result) => result.kind === "page" && result.lang === lang);
      expect(firstPage.map((result) => result.path).toSorted(), `${q} ${lang}`).toEqual(expected.toSorted());
      for (const result of firstPage) {
        const words = marked(result.snippet).join(" ");
        expect(words, `${q} ${lang}`).toMatch(lang === "en" ? /Hostel|hostel|accommodation/ : /छात्रावास|आवास/);
      }
    }
  });

  it("finds a page that says only accommodation for hostel, the synonym marked, and other words still count", async () => {
    const opened = await getJson(api.app, "/api/v1/content?path=/ncc&lang=en", bearer(admin));
    const latest = opened.json.data.page.revisions[0].revision as number;
    const saved = await api.app.inject({
      method: "PUT",
      url: "/api/v1/content?path=/ncc&lang=en",
      payload: {
        title: "NCC and NSS",
        body: "Cadets at the camp share accommodation.",
        publish: true,
        baseRevision: latest,
      },
      headers: bearer(admin),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const answer = await search({ q: "hostel cadets" });
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({ path: "/ncc" });
    // "Cadet" (of the page's description, "National Cadet Corps") is an inflection of "cadets".
    expect(marked(answer.results[0]!.snippet)).toEqual(["Cadet", "Cadets", "accommodation"]);
    expect(answer.terms).toEqual(["hostel", "cadets"]);
    expect((await search({ q: "hostel glider" })).total).toBe(0);
  });

  it("finds a programme by its Hindi name and shows it in Hindi to the Hindi reader", async () => {
    const { rows } = await api.database.db
      .selectFrom("program")
      .select(["name", "name_hi"])
      .where("name_hi", "is not", null)
      .limit(1)
      .execute()
      .then((found) => ({ rows: found }));
    const programme = rows[0];
    if (!programme?.name_hi) throw new Error("the seed has no programme with a Hindi name");
    const word = programme.name_hi.split(/\s+/).find((piece) => piece.length > 3)!;
    const answer = await search({ q: word, lang: "hi", kind: "programme" });
    expect(answer.results.map((result) => text(result.title))).toContain(programme.name_hi);
  });

  it("finds a notice by a word only its PDF holds once the PDF is read, and no more once it is deleted", async () => {
    const before = await search({ q: "zanzibarite" });
    expect(before.total).toBe(0);
    const id = await upload(
      { fileName: "Tender for laboratory glassware" },
      await pdfWithText("Supply of zanzibarite crucibles"),
    );
    // The PDF is read in the background, as every server process reads them (decision 0261).
    const runner = await startReadingRunner(api.database.db, api.services.cache, { leaseSeconds: 30, log: silentLog });
    const found = await eventually(
      async () => {
        const answer = await search({ q: "zanzibarite" });
        return answer.total > 0 ? answer : undefined;
      },
      { what: "the PDF's words in the search" },
    ).finally(() => runner.stop());
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({ kind: "notice", section: "tenders", archived: false });
    expect(text(found.results[0]!.title)).toBe("Tender for laboratory glassware");
    expect(marked(found.results[0]!.snippet)).toEqual(["zanzibarite"]);

    const archived = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/notice/${id}`,
      payload: { archive: true },
      headers: bearer(admin),
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await search({ q: "zanzibarite" })).results[0]).toMatchObject({ archived: true });

    const edit = await multipart({ fileName: "Tender for quartzite crucibles" });
    const edited = await api.app.inject({
      method: "PUT",
      url: `/api/v1/notice/${id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...bearer(admin) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search({ q: "glassware" })).total).toBe(0);
    expect(text((await search({ q: "quartzite" })).results[0]!.title)).toBe("Tender for quartzite crucibles");

    const removed = await api.app.inject({ method: "DELETE", url: `/api/v1/notice/${id}`, headers: bearer(admin) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search({ q: "zanzibarite" })).total).toBe(0);
    expect((await search({ q: "quartzite" })).total).toBe(0);
  });

  it("finds a page's new text as soon as it is published, and not a draft's", async () => {
    const save = (body: string, publish: boolean, baseRevision: number) =>
      api.app.inject({
        method: "PUT",
        url: "/api/v1/content?path=/about-us/history&lang=en",
        payload: { title: "History", body, publish, baseRevision },
        headers: bearer(admin),
      });
    const opened = await getJson(api.app, "/api/v1/content?path=/about-us/history&lang=en", bearer(admin));
    const latest = opened.json.data.page.revisions[0].revision as number;
    const draft = await save("The university was founded near a **tamarind** grove.", false, latest);
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await search({ q: "tamarind" })).total).toBe(0);
    const published = await save("The university was founded near a **tamarind** grove.", true, latest + 1);
    expect(published.statusCode, published.body).toBe(201);
    const answer = await search({ q: "tamarind" });
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({ kind: "page", path: "/about-us/history", lang: "en" });
    expect(text(answer.results[0]!.snippet)).toContain("founded near a tamarind grove");
  });

  it("finds what staff change in a programme, a campus, an officer and a faculty member at once", async () => {
    const patch = async (url: string, payload: object) => {
      const response = await api.app.inject({ method: "PATCH", url, payload, headers: bearer(admin) });
      expect(response.statusCode, response.body).toBe(200);
    };
    const { db } = api.database;
    const programme = await db.selectFrom("program").select("id").limit(1).executeTakeFirstOrThrow();
    const campus = await db.selectFrom("campus").select("slug").limit(1).executeTakeFirstOrThrow();
    const person = await db.selectFrom("faculty").select("id").limit(1).executeTakeFirstOrThrow();
    for (const word of ["xylography", "quillbury", "vantablack", "zephyrine"]) {
      expect((await search({ q: word })).total, word).toBe(0);
    }
    expect((await search({ q: "registrar", kind: "person" })).results[0]).toMatchObject({ path: "/registrar" });

    await patch(`/api/v1/program/${programme.id}`, { name: "B.Tech. in Xylography" });
    await patch(`/api/v1/campus/${campus.slug}`, { address: "12 Quillbury Marg, New Delhi" });
    await patch("/api/v1/officials/registrar", { name_en: "Oriel Vantablack" });
    await patch(`/api/v1/faculty/${person.id}`, { firstname: "Zephyrine" });

    expect((await search({ q: "xylography" })).results[0]).toMatchObject({
      kind: "programme",
      path: `/programs/${programme.id}`,
    });
    expect((await search({ q: "quillbury" })).results[0]).toMatchObject({
      kind: "campus",
      path: `/campus/${campus.slug}`,
    });
    const officer = (await search({ q: "vantablack" })).results[0]!;
    expect(officer).toMatchObject({ kind: "person", path: "/registrar" });
    expect(text(officer.title)).toBe("Oriel Vantablack");
    expect((await search({ q: "zephyrine" })).results[0]).toMatchObject({
      kind: "person",
      path: `/faculty/${person.id}`,
    });
  });

  it("finds a committee member at once when added or renamed, and no more once removed", async () => {
    const url = "/api/v1/committees/iqac/members";
    const added = await api.app.inject({
      method: "POST",
      url,
      payload: { name_en: "Dr. Ulrika Pennyworth", designation_en: "Member", designation_hi: "सदस्य" },
      headers: bearer(admin),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.member._id as string;
    expect((await search({ q: "pennyworth" })).results[0]).toMatchObject({ kind: "person", path: "/academics/IQAC" });

    const renamed = await api.app.inject({
      method: "PATCH",
      url: `${url}/${id}`,
      payload: { name_en: "Dr. Ulrika Thistlewood" },
      headers: bearer(admin),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search({ q: "pennyworth" })).total).toBe(0);
    expect(text((await search({ q: "thistlewood" })).results[0]!.title)).toBe("Dr. Ulrika Thistlewood");

    const removed = await api.app.inject({ method: "DELETE", url: `${url}/${id}`, headers: bearer(admin) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search({ q: "thistlewood" })).total).toBe(0);
  });

  it("finds the officers of a database whose index lacked them once migration 0023 has run", async () => {
    const { db } = api.database;
    await db.deleteFrom("search_entry").where("ref", "like", "official-%").execute();
    api.services.cache.invalidate();
    expect((await search({ q: "registrar", kind: "person" })).total).toBe(0);
    await reindexForOfficials(db as Kysely<unknown>);
    api.services.cache.invalidate();
    expect((await search({ q: "registrar", kind: "person" })).results[0]).toMatchObject({ path: "/registrar" });
    expect((await search({ q: "RTI" })).results[0]).toMatchObject({ path: "/grievance-form" });
  });

  it("filters by kind, counts every kind, and pages through the results", async () => {
    const all = await search({ q: "department" });
    expect(all.total).toBeGreaterThan(10);
    expect(all.results).toHaveLength(10);
    const departments = await search({ q: "department", kind: "department" });
    expect(departments.total).toBe(all.kinds.department);
    expect(departments.results.every((result) => result.kind === "department")).toBe(true);
    const second = await search({ q: "department", page: "2" });
    expect(second.page).toBe(2);
    const firstPaths = new Set(all.results.map((result) => result.path));
    expect(second.results.some((result) => firstPaths.has(result.path))).toBe(false);
  });

  it("refuses what it cannot read with a 400 that says why", async () => {
    const cases: Array<[string, RegExp]> = [
      ["", /q \(the words to search for\) is required/],
      [`q=${"a".repeat(201)}`, /at most 200 characters/],
      [`q=${"x".repeat(10_240)}`, /at most 200 characters/],
      ["q=hostel&kind=people", /kind must be one of/],
      ["q=hostel&page=0", /page must be a whole number from 1 to 50/],
      ["q=hostel&page=abc", /page must be a whole number/],
      ["q=hostel&lang=fr", /lang must be en or hi/],
    ];
    for (const [query, message] of cases) {
      const response = await getJson(api.app, `/api/v1/search?${query}`);
      expect(response.status, query.slice(0, 40)).toBe(400);
      expect(response.json.error.message).toMatch(message);
    }
  });

  it("answers query syntax of either engine as plain words, never with a 500", async () => {
    const hostile = [
      '"',
      '"btech',
      "*",
      "b*",
      "NEAR(btech admission)",
      "-btech",
      "title:btech",
      "btech OR admission",
      "^btech",
      "admission & | ! 2026",
      "'; drop table search_entry; --",
      "\u0000btech",
      "\ud800btech\udfff",
      "()",
      "{}[]",
      "\\",
      "%_",
    ];
    for (const q of hostile) {
      const answer = await search({ q });
      expect(answer.total).toBeGreaterThanOrEqual(0);
    }
    expect((await search({ q: '"btech' })).kinds.programme).toBeGreaterThan(0);
    expect((await search({ q: "btech)" })).kinds.programme).toBeGreaterThan(0);
    // NEAR is no operator here, only a word, which no programme holds.
    expect((await search({ q: "NEAR(btech" })).kinds.programme).toBe(0);
    expect((await search({ q: "*" })).total).toBe(0);
  });

  it("answers any string with a 200 or a 400, never anything else", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 250 }),
          fc.string({
            unit: fc.constantFrom('"', "*", "-", ":", "(", ")", "N", "E", "A", "R", " ", "^", "'"),
            maxLength: 40,
          }),
        ),
        async (q) => {
          const response = await api.app.inject({ method: "GET", url: "/api/v1/search", query: { q } });
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});
