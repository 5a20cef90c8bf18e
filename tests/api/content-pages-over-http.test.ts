import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

/** Today in India, as the page's "Last updated" writes it in `datetime`. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * An edit in the console shows on the public page as the server sends it, at once: the kept
 * page is forgotten when the revision is saved (docs/decisions/0145). The same across
 * processes is tests/process/content-folder.test.ts.
 */
describe("an edited information page over HTTP", () => {
  let site: TestSite;
  let token: string;

  const page = async (url: string) => {
    const response = await site.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return { cache: response.headers["x-page-cache"], main: parse(response.body).querySelector("main")! };
  };
  const keptPage = async (url: string) => {
    await page(url);
    const again = await page(url);
    expect(again.cache, url).toBe("hit");
    return again.main;
  };
  const save = async (lang: "en" | "hi", body: object) => {
    const response = await site.app.inject({
      method: "PUT",
      url: `/api/v1/content?path=/about-us/history&lang=${lang}`,
      headers: bearer(token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.revision.revision as number;
  };

  beforeAll(async () => {
    site = await createTestSite();
    await createStaff(site.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    token = await signIn(site.app, "registrar@dseu.test");
  }, 180_000);
  afterAll(() => site.close());

  it("shows a published edit in English and Hindi at once, dated today, and a draft not at all", async () => {
    const before = await keptPage("/about-us/history");
    const seededTitle = before.querySelector("h1")!.textContent.trim();
    expect(before.querySelectorAll("time[datetime]").at(-1)!.getAttribute("datetime")).not.toBe(todayInIndia());

    await save("en", { title: seededTitle, body: "Not for visitors yet.", publish: false, baseRevision: 1 });
    expect((await page("/about-us/history")).main.textContent).not.toContain("Not for visitors yet.");

    await save("en", {
      title: "History of DSEU",
      body: "## Since 2020\n\nA **new** history. <script>alert('x')</script>",
      publish: true,
      baseRevision: 2,
    });
    const english = await page("/about-us/history");
    expect(english.cache).toBe("miss");
    expect(english.main.querySelector("h1")!.textContent.trim()).toBe("History of DSEU");
    expect(english.main.querySelector("article h2")!.textContent.trim()).toBe("Since 2020");
    expect(english.main.querySelector("article strong")!.textContent).toBe("new");
    // Raw HTML in the text is shown as text, never made markup.
    expect(english.main.querySelector("article script")).toBeNull();
    expect(english.main.textContent).toContain("<script>alert('x')</script>");
    expect(english.main.querySelectorAll("time[datetime]").at(-1)!.getAttribute("datetime")).toBe(todayInIndia());

    await keptPage("/hi/about-us/history");
    await save("hi", { title: "डीएसईयू का इतिहास", body: "नया इतिहास।", publish: true, baseRevision: 1 });
    const hindi = await page("/hi/about-us/history");
    expect(hindi.main.querySelector("h1")!.textContent.trim()).toBe("डीएसईयू का इतिहास");
    expect(hindi.main.querySelector("article")!.getAttribute("lang")).not.toBe("en");
    expect(hindi.main.textContent).toContain("नया इतिहास।");
  });

  it("shows a restored revision at once", async () => {
    await keptPage("/about-us/history");
    const response = await site.app.inject({
      method: "POST",
      url: "/api/v1/content/restore",
      headers: bearer(token),
      payload: { path: "/about-us/history", lang: "en", revision: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const restored = await page("/about-us/history");
    expect(restored.main.textContent).not.toContain("A new history.");
    expect(restored.main.querySelector("h1")!.textContent.trim()).toBe(response.json().data.revision.title);
  });
});
