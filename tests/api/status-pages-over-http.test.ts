import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readText as text } from "../support/html.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * The pages under construction and the not-found page as the server sends them, which is what a
 * visitor without JavaScript gets; Go Back, their motion and hover are tested in the browser
 * (tests/e2e/under-construction.spec.ts, tests/e2e/not-found.spec.ts).
 */
describe("status pages over HTTP", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  async function open(path: string, status: number) {
    const response = await site.app.inject({ url: path });
    expect(response.statusCode, path).toBe(status);
    return parse(response.body).querySelector("main")!;
  }
  const linkNamed = (main: HTMLElement, name: string) =>
    main.querySelectorAll("a").filter((link) => text(link) === name);

  it.each([
    "/administration/Support-Services",
    "/administration/Other-Academic-Units",
    "/UGC-Guidelines",
    "/ugc-guidelines/",
  ])(
    "%s is under construction, with Go Home to the home page and Go Back held back until script runs",
    async (path) => {
      const main = await open(path, 200);
      expect(main.querySelectorAll("h1").map(text)).toEqual(["Under Construction"]);
      expect(linkNamed(main, "Go Home").map((link) => link.getAttribute("href"))).toEqual(["/"]);
      // Go Back needs the browser's history: before hydration it keeps its place, unseen and disabled.
      const back = main.querySelectorAll("button").filter((button) => text(button) === "Go Back");
      expect(back).toHaveLength(1);
      expect(back[0]!.hasAttribute("disabled")).toBe(true);
      expect(back[0]!.classList.contains("invisible")).toBe(true);
    },
  );

  it("an unknown path answers 404 with the not-found page and a link home", async () => {
    const main = await open("/no/such/page", 404);
    expect(
      main.querySelectorAll("*").some((element) => element.childNodes.length === 1 && text(element) === "404"),
    ).toBe(true);
    expect(main.querySelectorAll("h1").map(text)).toEqual(["Oops! Page not found"]);
    expect(text(main)).toContain(
      "The page you’re looking for doesn’t exist. It might have been removed, renamed, or did it ever exist?",
    );
    const face = main.querySelector('[role="img"][aria-label="thinking face"]');
    expect(text(face)).toBe("🤔");
    expect(linkNamed(main, "Go back home").map((link) => link.getAttribute("href"))).toEqual(["/"]);
  });
});
