import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditChange, AuditEntry } from "#common/api/audit.ts";
import type { Services } from "#server/services/index.ts";
import type { Timers } from "#server/services/notice-appearances.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, multipart, signIn } from "../support/staff.ts";

const minute = 60_000;

/**
 * Timers the scheduled notices' watcher waits with, held by the test: it sees for when the watcher
 * asked to be woken, and wakes it when it has moved the clock there.
 */
function heldTimers() {
  let waiting: { callback: () => void; ms: number } | undefined;
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      waiting = { callback, ms };
      return 1;
    },
    clearTimeout: () => {
      waiting = undefined;
    },
  };
  return { timers, waiting: () => waiting };
}

describe.each(testEngines)("the audit log, field by field, filtered and exported, on %s", (engine) => {
  let api: TestApi;
  let app: FastifyInstance;
  let services: Services;
  let admin: string;
  let editor: string;
  const held = heldTimers();

  const send = (method: "PUT" | "PATCH" | "POST", url: string, token: string, payload: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const sendForm = async (method: "POST" | "PUT", url: string, fields: Record<string, string>) => {
    const body = await multipart(fields);
    return app.inject({
      method,
      url: `/api/v1${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
  };
  const audit = async (query = "", token = admin) => getJson(app, `/api/v1/audit?limit=500${query}`, bearer(token));
  const entries = async (query = ""): Promise<AuditEntry[]> => (await audit(query)).json.data.entries;
  const total = async () => (await audit()).json.data.pagination.total as number;
  /** Makes a write and answers the one entry it added, or fails. */
  const onlyEntryOf = async (write: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await total();
    const answer = await write();
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    expect(await total()).toBe(before + 1);
    return (await entries())[0]!;
  };
  /** Makes a write that changes nothing: accepted, and no entry. */
  const noEntryFrom = async (write: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await total();
    const answer = await write();
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    expect(await total()).toBe(before);
  };

  beforeAll(async () => {
    api = await createTestApi(engine, {}, {}, { timers: held.timers });
    ({ app, services } = api);
    await createStaff(services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(services, { email: "desk@dseu.test", role: "editor", sections: ["news"], name: "News desk" });
    admin = await signIn(app, "registrar@dseu.test");
    editor = await signIn(app, "desk@dseu.test");
  });
  afterAll(() => api.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says what changed in a notice, a page, a campus and the header pictures, field by field", async () => {
    const created = await sendForm("POST", "/notice/upload", {
      fileName: "Exam timetable",
      section: "news",
      link: "https://example.org/a.pdf",
    });
    const id = created.json().data.notice._id as string;
    const notice = await onlyEntryOf(() => sendForm("PUT", `/notice/${id}`, { fileName: "Revised exam timetable" }));
    expect(notice).toMatchObject({ action: "notice.update", target_name: "Revised exam timetable" });
    expect(notice.changes).toEqual([
      { field: "title", kind: "changed", before: "Exam timetable", after: "Revised exam timetable" },
    ]);

    const pageUrl = "/content?path=/about-us/history&lang=en";
    const opened = (await getJson(app, `/api/v1${pageUrl}`, bearer(admin))).json.data.page;
    const oldBody = opened.current.body as string;
    const newBody = `${oldBody}\n\nThe university opened its new Dwarka building in 2026.`;
    const page = await onlyEntryOf(() =>
      send("PUT", pageUrl, admin, {
        title: "Our history",
        body: newBody,
        publish: true,
        baseRevision: opened.revisions[0].revision,
      }),
    );
    const byField = (changes: AuditChange[]) => Object.fromEntries(changes.map((change) => [change.field, change]));
    const pageChanges = byField(page.changes);
    expect(pageChanges.title).toEqual({
      field: "title",
      kind: "changed",
      before: opened.current.title,
      after: "Our history",
    });
    expect(pageChanges.revision).toMatchObject({ kind: "changed" });
    // The body is long: only its difference, cut to the change and a little around it.
    const body = pageChanges.body!;
    expect(body.kind).toBe("changed");
    expect(
      body
        .diff!.filter((part) => part.kind === "added")
        .map((part) => part.text)
        .join(""),
    ).toContain("new Dwarka building in 2026.");
    expect(body.diff!.some((part) => part.kind === "removed")).toBe(false);
    expect(body.diff!.map((part) => part.text).join("").length).toBeLessThan(oldBody.length);

    const campus = await onlyEntryOf(() => send("PATCH", "/campus/dwarka", admin, { phone: "011 2345 6789" }));
    expect(campus.target_name).toMatch(/Dwarka/);
    const phone = byField(campus.changes).phone!;
    expect(phone.after).toBe("011 2345 6789");
    expect(phone.kind).toBe(phone.before === undefined ? "added" : "changed");

    const header = (await getJson(app, "/api/v1/home/header-images", bearer(admin))).json.data;
    type HeaderImage = { image: { shipped: string | null }; alt_en: string; alt_hi: string };
    const images = (header.images as HeaderImage[]).map((image) => ({
      ...image,
      image: { shipped: image.image.shipped },
    }));
    const pictures = await onlyEntryOf(() =>
      send("PUT", "/home/header-images", admin, {
        version: header.version,
        images: [{ ...images[0]!, alt_en: "Students at the Dwarka campus" }, ...images.slice(1)],
      }),
    );
    expect(pictures.changes).toEqual([
      { field: "entries.0.alt_en", kind: "changed", before: images[0]!.alt_en, after: "Students at the Dwarka campus" },
    ]);
  });

  it("adds no entry for a save that changes nothing", async () => {
    const created = await sendForm("POST", "/notice/upload", {
      fileName: "Holiday notice",
      section: "news",
      link: "https://example.org/h.pdf",
    });
    const id = created.json().data.notice._id as string;
    await noEntryFrom(() => sendForm("PUT", `/notice/${id}`, { fileName: "Holiday notice", section: "news" }));

    const pageUrl = "/content?path=/about-us/history&lang=en";
    const { current, revisions } = (await getJson(app, `/api/v1${pageUrl}`, bearer(admin))).json.data.page;
    await noEntryFrom(() =>
      send("PUT", pageUrl, admin, {
        title: current.title,
        body: current.body,
        description: current.description,
        publish: true,
        baseRevision: revisions[0].revision,
      }),
    );
    const latest = (await getJson(app, `/api/v1${pageUrl}`, bearer(admin))).json.data.page.revisions[0].revision;
    expect(latest).toBe(revisions[0].revision);

    const campus = (
      (await getJson(app, "/api/v1/campus")).json.data.campuses as Array<{ slug: string; phone: string; email: string }>
    ).find((one) => one.slug === "dwarka")!;
    await noEntryFrom(() => send("PATCH", "/campus/dwarka", admin, { phone: campus.phone, email: campus.email }));

    const header = (await getJson(app, "/api/v1/home/header-images", bearer(admin))).json.data;
    await noEntryFrom(() =>
      send("PUT", "/home/header-images", admin, {
        version: header.version,
        images: (header.images as Array<{ image: { shipped: string | null }; alt_en: string; alt_hi: string }>).map(
          (image) => ({ ...image, image: { shipped: image.image.shipped } }),
        ),
      }),
    );
  });

  it("records a scheduled notice as scheduled, and its appearance at its moment, once", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const moment = new Date(start + 5 * minute).toISOString();
    const upload = await sendForm("POST", "/notice/upload", {
      fileName: "Convocation circular",
      section: "news",
      link: "https://example.org/c.pdf",
      publishAt: moment,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = upload.json().data.notice._id as string;
    const ofNotice = async () => (await entries()).filter((entry) => entry.target_id === id);
    expect((await ofNotice()).map((entry) => entry.action)).toEqual(["notice.schedule"]);
    expect((await ofNotice())[0]!.after).toMatchObject({ published_at: moment });

    // The watcher waits for exactly that moment.
    await vi.waitFor(() => expect(held.waiting()?.ms).toBe(5 * minute), { timeout: 10_000 });
    vi.setSystemTime(start + 5 * minute - 1);
    await services.appearances.recordDue();
    expect((await ofNotice()).map((entry) => entry.action)).toEqual(["notice.schedule"]);

    vi.setSystemTime(start + 5 * minute);
    held.waiting()!.callback();
    await vi.waitFor(async () => expect((await ofNotice()).map((entry) => entry.action)).toContain("notice.appear"), {
      timeout: 10_000,
    });
    // Looked at again, by this process or another, it is not recorded twice.
    await Promise.all([services.appearances.recordDue(), services.appearances.recordDue()]);
    const recorded = await ofNotice();
    expect(recorded.map((entry) => entry.action)).toEqual(["notice.appear", "notice.schedule"]);
    expect(recorded[0]).toMatchObject({ actor_id: null, actor_email: "schedule", created_at: moment });
  });

  it("filters by person, action, kind of record and days in India, and exports what it filters as CSV", async () => {
    await sendForm("POST", "/notice/upload", {
      fileName: "Desk notice",
      section: "news",
      link: "https://example.org/d.pdf",
    }).then(async () => {
      const body = await multipart({
        fileName: "Desk notice by the editor",
        section: "news",
        link: "https://example.org/e.pdf",
      });
      const answer = await app.inject({
        method: "POST",
        url: "/api/v1/notice/upload",
        payload: body.payload,
        headers: { ...body.headers, ...bearer(editor) },
      });
      expect(answer.statusCode).toBe(201);
    });
    const desk = (await getJson(app, "/api/v1/auth/me", bearer(editor))).json.data.user._id as string;
    const byDesk = await entries(`&actor=${desk}`);
    expect(byDesk.length).toBeGreaterThan(0);
    expect(byDesk.every((entry) => entry.actor_email === "desk@dseu.test")).toBe(true);
    expect((await entries("&actor=desk@dseu.test")).map((entry) => entry._id)).toEqual(
      byDesk.map((entry) => entry._id),
    );

    const creations = await entries("&action=notice.create&target_type=notice");
    expect(creations.length).toBeGreaterThan(1);
    expect(creations.every((entry) => entry.action === "notice.create")).toBe(true);
    expect(await entries("&target_type=campus")).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "campus.update" })]),
    );
    expect((await entries("&target_type=campus")).every((entry) => entry.target_type === "campus")).toBe(true);

    // Days are India's: an entry at 23:00 UTC is on the next day there.
    const today = new Date(Date.now() + 330 * minute).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(today) - 1440 * minute).toISOString().slice(0, 10);
    expect((await entries(`&from=${today}&to=${today}`)).length).toBe(await total());
    expect(await entries(`&to=${yesterday}`)).toEqual([]);

    const choices = (await getJson(app, "/api/v1/audit/choices", bearer(admin))).json.data.choices;
    expect(choices.actions).toEqual(expect.arrayContaining(["notice.create", "campus.update", "notice.appear"]));
    expect(choices.target_types).toEqual(expect.arrayContaining(["notice", "page", "campus", "home"]));
    expect(choices.actors).toEqual(expect.arrayContaining([{ id: desk, email: "desk@dseu.test", name: "News desk" }]));

    const csv = await app.inject({ url: `/api/v1/audit/export.csv?actor=${desk}`, headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("when,who,email,action,record,record id,record name,changes,address");
    expect(lines.slice(1).every((line) => line.includes("desk@dseu.test"))).toBe(true);
    expect(lines.length - 1).toBe(byDesk.length);
  });

  it("refuses malformed, oversized and hostile filters with 400, and anyone but an admin", async () => {
    for (const query of [
      "from=yesterday",
      "to=2026-13-45",
      "from=2026-02-30T00:00",
      `action=${"x".repeat(51)}`,
      `actor=${"a".repeat(255)}`,
      "page=0",
      "limit=501",
    ]) {
      const answer = await getJson(app, `/api/v1/audit?${query}`, bearer(admin));
      expect(answer.status, query).toBe(400);
      expect(answer.json.error.message, query).toMatch(/from|to|action|actor|page|limit/);
      expect(
        (
          await getJson(
            app,
            `/api/v1/audit/export.csv?${query.startsWith("page") || query.startsWith("limit") ? "to=x" : query}`,
            bearer(admin),
          )
        ).status,
      ).toBe(400);
    }
    // Quotes and SQL in a filter are only text to match: nothing matches, nothing breaks.
    expect(await entries(`&actor=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
    expect(await entries(`&action=${encodeURIComponent("notice.create'; DROP TABLE audit_log; --")}`)).toEqual([]);
    expect(await total()).toBeGreaterThan(0);

    for (const path of ["/audit", "/audit/choices", "/audit/export.csv"]) {
      expect((await getJson(app, `/api/v1${path}`)).status, path).toBe(401);
      expect((await getJson(app, `/api/v1${path}`, bearer(editor))).status, path).toBe(403);
    }
  });
});
