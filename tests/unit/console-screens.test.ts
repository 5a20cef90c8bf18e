import { describe, expect, it } from "vitest";
import { accessTo, menuOf } from "#app/features/console/shell/console-screens.ts";

const account = (
  role: "admin" | "editor" | "faculty" | "grievance_officer",
  sections: string[] = [],
  groups: string[] = [],
) => ({
  role,
  sections,
  page_groups: groups,
});
const menu = (user: ReturnType<typeof account>) => menuOf(user).map((screen) => screen.to);

describe("the console's menu for the account", () => {
  it("lists every screen for an admin", () => {
    expect(menu(account("admin"))).toEqual([
      "/admin/dashboard",
      "/admin/uploads",
      "/admin/view-pdfs",
      "/admin/archive-uploads",
      "/admin/pages",
      "/admin/faculty",
      "/admin/programmes",
      "/admin/home",
      "/admin/officials",
      "/admin/campuses",
      "/admin/holidays",
      "/admin/accounts",
      "/admin/audit",
      "/admin/grievances",
      "/admin/alumni",
      "/admin/outbox",
    ]);
  });

  it("lists for an editor of notices only the notice screens, and says the pages and officials are read-only", () => {
    const newsDesk = account("editor", ["news"]);
    expect(menu(newsDesk)).toEqual([
      "/admin/dashboard",
      "/admin/uploads",
      "/admin/view-pdfs",
      "/admin/archive-uploads",
    ]);
    for (const path of ["/admin/pages", "/admin/officials", "/admin/holidays"])
      expect(accessTo(newsDesk, path), path).toBe("read");
    for (const path of ["/admin/programmes", "/admin/campuses", "/admin/accounts", "/admin/audit"]) {
      expect(accessTo(newsDesk, path), path).toBe("none");
    }
  });

  it("adds the screens an editor's page groups let them change, and no notice screens without a section", () => {
    // The academic pages hold the programmes, the holiday calendar and the IQAC committee's page.
    expect(menu(account("editor", [], ["academics"]))).toEqual([
      "/admin/dashboard",
      "/admin/pages",
      "/admin/programmes",
      "/admin/officials",
      "/admin/holidays",
    ]);
    expect(menu(account("editor", [], ["governance", "campus-dwarka"]))).toEqual([
      "/admin/dashboard",
      "/admin/pages",
      "/admin/officials",
      "/admin/campuses",
    ]);
    // A campus's editor changes its campus, and only reads the information pages.
    const campusEditor = account("editor", [], ["campus-dwarka"]);
    expect(menu(campusEditor)).toEqual(["/admin/dashboard", "/admin/campuses"]);
    expect(accessTo(campusEditor, "/admin/pages")).toBe("read");
  });

  it("lists a grievance officer's and a faculty member's one screen", () => {
    expect(menu(account("grievance_officer"))).toEqual(["/admin/grievances"]);
    expect(menu(account("faculty"))).toEqual(["/admin/profile"]);
  });
});
