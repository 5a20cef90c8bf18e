import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readinessKeys, type ReadinessItem } from "#common/api/readiness.ts";
import type { PageSummary } from "#common/api/content.ts";
import type { Notice } from "#common/api/notice.ts";
import { createServices } from "#server/services/index.ts";
import { buildApp } from "#server/app.ts";
import { startReadingRunner } from "#server/services/notice-text/reading-runner.ts";
import { createTestApi, getJson, testLoad, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { brokenPdf } from "../support/notice-pdfs.ts";
import { eventually, silentLog } from "../support/notice-reading.ts";
import { bearer, createStaff, signIn, uploadNotice } from "../support/staff.ts";

describe.each(testEngines)("the 'Before going live' checks on %s", (engine) => {
  let api: TestApi;
  let adminToken: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    adminToken = await signIn(api.app, "admin@dseu.test");
    admin = bearer(adminToken);
  }, 120_000);
  afterAll(() => api?.close());

  const pending = async (): Promise<ReadinessItem[]> => {
    const { status, json } = await getJson(api.app, "/api/v1/readiness", admin);
    expect(status).toBe(200);
    return json.data.checks;
  };
  const keys = async () => (await pending()).map((check) => check.key);
  // Staff writes are limited per client address, 60 a minute: the many fixes below come from several.
  let writes = 0;
  const write = async (method: "PATCH" | "PUT" | "POST", url: string, payload: object) => {
    const address = `198.51.100.${Math.floor(writes++ / 50)}`;
    const response = await api.app.inject({ method, url, payload, headers: { ...admin, "x-forwarded-for": address } });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  };

  it("answers admins only: 401 without a session or with a forged token, 403 for every other role", async () => {
    expect((await getJson(api.app, "/api/v1/readiness")).status).toBe(401);
    expect((await getJson(api.app, "/api/v1/readiness", bearer("forged.token.here"))).status).toBe(401);
    for (const role of ["editor", "faculty", "grievance_officer"] as const) {
      await createStaff(api.services, { email: `${role}@dseu.test`, role });
      const token = await signIn(api.app, `${role}@dseu.test`);
      const { status, json } = await getJson(api.app, "/api/v1/readiness", bearer(token));
      expect(status, role).toBe(403);
      expect(json.error.code).toBe("forbidden");
    }
  });

  it("lists every check on a fresh demo site, each with the console page that fixes it", async () => {
    const checks = await pending();
    // The demo's PDFs all have a text layer: no notice is without its text yet.
    expect(checks.map((check) => check.key)).toEqual(readinessKeys.filter((key) => key !== "unreadable-notices"));
    const byKey = new Map(checks.map((check) => [check.key, check]));
    expect(byKey.get("jwt-secret")).toEqual({ key: "jwt-secret", count: null, screen: null });
    expect(byKey.get("mail-server")).toEqual({ key: "mail-server", count: null, screen: "/admin/outbox" });
    expect(byKey.get("unnamed-officials")).toEqual({ key: "unnamed-officials", count: 4, screen: "/admin/officials" });
    expect(byKey.get("incomplete-campuses")!.count).toBe(22);
    expect(byKey.get("shipped-event-poster")).toMatchObject({ count: 1, screen: "/admin/home" });
    const settings: ReadonlyArray<string> = ["jwt-secret", "mail-server"];
    expect(checks.every((check) => settings.includes(check.key) || (check.count! > 0 && check.screen))).toBe(true);
  });

  it("lists the mail server while SMTP_URL is unset, and not on a server started with one", async () => {
    expect(await pending()).toContainEqual({ key: "mail-server", count: null, screen: "/admin/outbox" });
    // SMTP_URL is read at start: the same database, served by a server started with it.
    const withMail = await buildApp({
      overloadLimits: testLoad,
      database: api.database,
      services: createServices(api.database.db, { mailConfigured: true }),
    });
    try {
      const { status, json } = await getJson(withMail, "/api/v1/readiness", admin);
      expect(status).toBe(200);
      expect(json.data.checks.map((check: ReadinessItem) => check.key)).not.toContain("mail-server");
      expect(json.data.checks.length).toBe((await pending()).length - 1);
    } finally {
      await withMail.close();
    }
  });

  it("lists a notice whose PDF could not be read until staff type its text", async () => {
    const upload = await uploadNotice(
      api.app,
      adminToken,
      { fileName: "Damaged circular", section: "ad circulars" },
      { name: "damaged.pdf", content: brokenPdf() },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const notice = upload.json<{ data: { notice: Notice } }>().data.notice;
    const runner = await startReadingRunner(api.database.db, api.services.cache, { leaseSeconds: 30, log: silentLog });
    try {
      const line = await eventually(async () => (await pending()).find((check) => check.key === "unreadable-notices"), {
        what: "the damaged PDF's line",
      });
      expect(line).toEqual({ key: "unreadable-notices", count: 1, screen: "/admin/view-pdfs" });
    } finally {
      await runner.stop();
    }
    // An empty correction shows the PDF's own text again, which there is none of: still listed.
    await write("PUT", `/api/v1/notice/${notice._id}/text`, { markdown: " ", revision: 0 });
    expect(await keys()).toContain("unreadable-notices");
    await write("PUT", `/api/v1/notice/${notice._id}/text`, { markdown: "The circular, typed by staff.", revision: 1 });
    expect(await keys()).not.toContain("unreadable-notices");
  });

  it("drops each line once it is fixed, until none is left", async () => {
    await write("POST", "/api/v1/sample-data/remove", { confirm: true });
    expect(await keys()).not.toContain("sample-data");

    // The server's own key is set in its environment, read at start: a server started with it.
    const withSecret = () =>
      createServices(api.database.db, { jwtSecret: "a".repeat(40), mailConfigured: true }).readiness.pending();
    expect((await withSecret()).map((check) => check.key)).not.toContain("jwt-secret");

    const { json: officials } = await getJson(api.app, "/api/v1/officials");
    for (const official of officials.data.officials.filter((entry: { name_en: unknown }) => entry.name_en === null)) {
      await write("PATCH", `/api/v1/officials/${official._id}`, { name_en: `Named ${official._id}` });
    }
    expect(await keys()).not.toContain("unnamed-officials");

    const { json: programmes } = await getJson(api.app, "/api/v1/program");
    const structure = {
      "1": { semesters: [{ semester: 1, courses: [{ code: "C101", title: "A course", credits: 4 }] }] },
    };
    const incomplete = programmes.data.programs.filter(
      (programme: { intake: unknown; years: unknown }) =>
        programme.intake === null || typeof programme.years !== "object",
    );
    expect(incomplete.length).toBeGreaterThan(0);
    for (const [index, programme] of incomplete.entries()) {
      // One at a time: the line counts down, and goes with the last.
      expect((await pending()).find((check) => check.key === "incomplete-programmes")?.count).toBe(
        incomplete.length - index,
      );
      await write("PATCH", `/api/v1/program/${programme._id}`, { intake: 60, years: structure });
    }
    expect(await keys()).not.toContain("incomplete-programmes");

    const { json: campuses } = await getJson(api.app, "/api/v1/campus");
    for (const campus of campuses.data.campuses) {
      await write("PATCH", `/api/v1/campus/${campus.slug}`, {
        phone: "011 2345 6789",
        address: `${campus.name}, Delhi`,
      });
    }
    expect(await keys()).not.toContain("incomplete-campuses");

    const { json: pages } = await getJson(api.app, "/api/v1/content/pages", admin);
    for (const page of pages.data.pages as PageSummary[]) {
      for (const { lang, title, revision } of page.languages) {
        const query = new URLSearchParams({ path: page.path, lang });
        await write("PUT", `/api/v1/content?${query}`, {
          title,
          body: "Reviewed.",
          publish: true,
          baseRevision: revision,
        });
      }
    }
    expect(await keys()).not.toContain("unedited-pages");

    const { json: popup } = await getJson(api.app, "/api/v1/home/event-popup", admin);
    const { alt_en, alt_hi, link, show_from, show_until } = popup.data.popup;
    await write("PUT", "/api/v1/home/event-popup", {
      enabled: false,
      poster: null,
      link,
      alt_en,
      alt_hi,
      show_from,
      show_until,
    });
    expect(await keys()).toEqual(["jwt-secret", "mail-server"]);
    expect(await withSecret()).toEqual([]);
  });
});
