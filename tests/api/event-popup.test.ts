import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * The event pop-up's close form, for pages without JavaScript (decision 0081): it remembers
 * the pop-up was seen for the browser session and returns to the page it was closed on.
 */
describe("the event pop-up's close form", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  const openPopup = /<dialog [^>]*\bopen=""/;
  const close = (returnTo: string) =>
    site.app.inject({ method: "POST", url: `/event-popup?returnTo=${encodeURIComponent(returnTo)}` });

  it("sets the session's seen cookie and returns to the page, which then comes without the pop-up", async () => {
    const page = "/hi/admission?from=notice";
    expect((await site.app.inject(page)).body).toMatch(openPopup);

    const closed = await close(page);
    expect(closed.statusCode).toBe(303);
    expect(closed.headers.location).toBe(page);
    // No Max-Age: the pop-up comes back in the next browser session.
    expect(closed.headers["set-cookie"]).toBe("event-popup-seen=1; Path=/; SameSite=Lax");

    const after = await site.app.inject({ url: page, headers: { cookie: "event-popup-seen=1" } });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toMatch(openPopup);
  });

  it("returns only to a page of this site", async () => {
    for (const elsewhere of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      expect((await close(elsewhere)).headers.location).toBe("/");
    }
  });
});
