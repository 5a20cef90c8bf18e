import { describe, expect, it } from "vitest";
import { languageOfPath, localizePath, withoutLanguage } from "#app/i18n/language.ts";
import { canonicalPath } from "#app/page-routes.ts";

describe("languages in URLs", () => {
  it("reads Hindi from a /hi prefix in any case, and English everywhere else", () => {
    expect(["/hi", "/hi/", "/HI/courses", "/hi?x=1"].map(languageOfPath)).toEqual(["hi", "hi", "hi", "hi"]);
    expect(["/", "/history", "/hindi", "/courses/hi"].map(languageOfPath)).toEqual(["en", "en", "en", "en"]);
  });

  it("moves a site path between languages, query and fragment kept", () => {
    expect(localizePath("/", "hi")).toBe("/hi/");
    expect(localizePath("/courses?level=ug#list", "hi")).toBe("/hi/courses?level=ug#list");
    expect(localizePath("/hi/courses", "hi")).toBe("/hi/courses");
    expect(localizePath("/hi/courses?q=x", "en")).toBe("/courses?q=x");
    expect(localizePath("/hi", "en")).toBe("/");
    expect(withoutLanguage("/hi/tenders")).toBe("/tenders");
  });

  it("leaves other sites, protocol-relative URLs and mail links alone", () => {
    for (const url of ["https://dseu.ac.in/x", "//evil.example/x", "mailto:helpdesk@dseu.ac.in"]) {
      expect(localizePath(url, "hi")).toBe(url);
    }
  });

  it("spells canonical paths as the specification does, whatever the request's case or slash", () => {
    expect(canonicalPath("/ugc-guidelines/")).toBe("/UGC-Guidelines");
    expect(canonicalPath("/hi/UGC-GUIDELINES")).toBe("/UGC-Guidelines");
    expect(canonicalPath("/hi/")).toBe("/");
    expect(canonicalPath("/no/such/page")).toBe("/no/such/page");
  });
});
