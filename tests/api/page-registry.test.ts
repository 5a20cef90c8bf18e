import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as registryModule from "#common/pages.ts";
import { loadConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/prepare-database.ts";
import { createServices } from "#server/services/index.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";

/**
 * A release adds an information page the way the README says: one entry in the page registry
 * and one content file per language, nothing else (docs/decisions/0290). The registry here is
 * the project's own with that entry added; every module that reads it sees the page.
 */
const healthCentre = {
  name: "healthCentre",
  path: "/health-centre",
  names: { en: "Health Centre", hi: "स्वास्थ्य केंद्र" },
  menu: ["studentLife"],
  text: "student-life",
} as const;

const contentFile = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} of DSEU.\nupdated: 2026-11-27\n---\n\n${body}\n`;

/** The project's content folder with the new page's two files, in a folder of the test's own. */
function contentWithNewPage(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-content-"));
  fs.cpSync(path.resolve(import.meta.dirname, "../../content"), directory, { recursive: true });
  fs.writeFileSync(
    path.join(directory, "en/health-centre.md"),
    contentFile("Health Centre", "A doctor sees students every weekday at the **dispensary**."),
  );
  fs.writeFileSync(
    path.join(directory, "hi/health-centre.md"),
    contentFile("स्वास्थ्य केंद्र", "हर कार्यदिवस पर **औषधालय** में डॉक्टर विद्यार्थियों से मिलते हैं।"),
  );
  return directory;
}

describe("a page added to the registry", () => {
  // A worker's files share their modules (vitest.config.ts): the registry with the page is this
  // describe's own, loaded afresh with everything that reads it, and put back after.
  beforeAll(() => {
    vi.resetModules();
    vi.doMock("#common/pages.ts", async (importOriginal) => {
      const registry = await importOriginal<typeof registryModule>();
      return { ...registry, pageRegistry: [...registry.pageRegistry, healthCentre] };
    });
  });
  afterAll(() => {
    vi.doUnmock("#common/pages.ts");
    vi.resetModules();
  });

  it("is routed in both languages by the information page's module, at its canonical spelling", async () => {
    const { default: routes } = await import("#app/routes.ts");
    const { canonicalPath } = await import("#app/page-routes.ts");
    expect(routes).toContainEqual(
      expect.objectContaining({
        path: "hi?/health-centre",
        file: "routes/info-page.tsx",
        id: "healthCentre/health-centre",
      }),
    );
    expect(canonicalPath("/hi/Health-Centre/")).toBe("/health-centre");
  });

  it("is in the Student Life menu, named in both languages, and in the sitemap", async () => {
    const { mainMenu, isMenuGroup } = await import("#app/shared/navigation.ts");
    const studentLife = mainMenu.find((entry) => isMenuGroup(entry) && entry.label === "studentLife");
    expect(studentLife && isMenuGroup(studentLife) && studentLife.items.at(-1)).toEqual({
      label: "healthCentre",
      path: "/health-centre",
    });
    const { default: english } = await import("#app/i18n/messages/en/pages.ts");
    const { default: hindi } = await import("#app/i18n/messages/hi/pages.ts");
    expect([(english as Record<string, string>).healthCentre, (hindi as Record<string, string>).healthCentre]).toEqual([
      "Health Centre",
      "स्वास्थ्य केंद्र",
    ]);
    const { publicPaths } = await import("#app/features/info-pages/public-paths.ts");
    expect(publicPaths()).toContain("/health-centre");
  });

  it("is found by the search overlay under its name", async () => {
    const { searchResults } = await import("#app/features/search/search-results.ts");
    const { default: english } = await import("#app/i18n/messages/en/pages.ts");
    expect(searchResults("health", [], (label) => english[label])).toEqual([
      { name: "Health Centre", path: "/health-centre" },
    ]);
  });

  it("belongs to the page group its entry names, so that group's editors may change it", async () => {
    const { groupOfPage, mayEditPage } = await import("#common/api/content.ts");
    expect(groupOfPage("/health-centre")).toBe("student-life");
    expect(mayEditPage({ role: "editor", page_groups: ["student-life"] }, "/health-centre")).toBe(true);
    expect(mayEditPage({ role: "editor", page_groups: ["about"] }, "/health-centre")).toBe(false);
  });
});

describe.each(testEngines)("a database seeded before the page was added, started again, on %s", (engine) => {
  let database: TestDatabase;
  let content: string;
  const config = loadConfig({});
  beforeAll(async () => {
    // Seeded by this code from the project's content folder: the previous release's database.
    database = await createTestDatabase(engine);
    content = contentWithNewPage();
    vi.stubEnv("CONTENT_DIR", content);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    fs.rmSync(content, { recursive: true, force: true });
    await database.drop();
  });

  it("gives the new page its first revision in each language, found by the site search, and leaves every other page as it was", async () => {
    const { db } = database;
    // Staff have since saved the NCC page in English; the release changed its content file too.
    await db
      .insertInto("page_revision")
      .values({
        id: "staff-revision",
        path: "/ncc",
        language: "en",
        number: 2,
        title: "NCC and NSS",
        description: "",
        body: "The staff's own text.",
        published: 1,
        author_id: null,
        author_name: "Registrar",
        restored_from: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    fs.appendFileSync(path.join(content, "en/ncc.md"), "\nA paragraph the release added.\n");
    fs.appendFileSync(path.join(content, "hi/ncc.md"), "\nविमोचन में जुड़ा अनुच्छेद।\n");
    const revisionsBefore = await db.selectFrom("page_revision").select(["path", "language", "number"]).execute();

    const preparation = await prepareDatabase(database, config);

    expect(preparation).toMatchObject({ seedPartsApplied: [], pagesAdded: 2 });
    const services = createServices(db);
    expect(await services.pages.published("/health-centre", "en")).toMatchObject({
      title: "Health Centre",
      revision: 1,
      updated: "2026-11-27",
    });
    expect((await services.pages.published("/health-centre", "hi"))?.body).toContain("औषधालय");
    const added = await db.selectFrom("page_revision").select(["path", "language", "number"]).execute();
    expect(added.filter((row) => row.path !== "/health-centre")).toEqual(expect.arrayContaining(revisionsBefore));
    expect(added).toHaveLength(revisionsBefore.length + 2);
    expect((await services.pages.published("/ncc", "en"))?.body).toBe("The staff's own text.");
    expect((await services.pages.published("/ncc", "hi"))?.body).not.toContain("विमोचन");
    const found = await services.search.search({ q: "dispensary", page: 1, lang: "en" });
    expect(found.results[0]).toMatchObject({ kind: "page", path: "/health-centre", lang: "en" });

    // The next start finds nothing new.
    expect(await prepareDatabase(database, config)).toMatchObject({ pagesAdded: 0 });
  });
});
