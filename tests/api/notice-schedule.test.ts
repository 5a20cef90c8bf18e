import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, multipart, pdfWithText, signIn, uploadNotice } from "../support/staff.ts";

const minute = 60_000;

/**
 * Stops the server's clock at the present (staff tokens are checked against it) and answers
 * that moment; tests then move it. Only Date is faked: timers and sockets run as usual.
 */
function stopClock(): number {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], now });
  return now;
}

type Listed = { _id: string; title: string; created_at: string; section: string; archived: boolean };

describe.each(testEngines)("publication dates, scheduling and the console's notice list on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  let faculty: string;

  const send = async (
    method: "POST" | "PUT",
    url: string,
    token: string | undefined,
    fields: Record<string, string>,
  ) => {
    const body = await multipart(fields);
    return api.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const upload = (token: string | undefined, fields: Record<string, string>) =>
    send("POST", "/notice/upload", token, { link: "https://example.org/order.pdf", ...fields });
  const manage = (token: string | undefined, query: string) =>
    getJson(api.app, `/api/v1/notice/manage?${query}`, token ? bearer(token) : {});
  /** What the site's search finds for the words, as its titles' plain text. */
  const searchTitles = async (words: string) =>
    (
      (await getJson(api.app, `/api/v1/search?q=${encodeURIComponent(words)}`)).json.data.search.results as Array<{
        title: Array<{ text: string }>;
      }>
    ).map((result) => result.title.map((part) => part.text).join(""));
  const publicTitles = async (path: string) =>
    ((await getJson(api.app, `/api/v1${path}`)).json.data.notices as Listed[]).map((notice) => notice.title);

  beforeAll(async () => {
    api = await createTestApi(engine);
    const facultyMember = await api.database.db.selectFrom("faculty").select("id").executeTakeFirstOrThrow();
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, {
      email: "orders@dseu.test",
      role: "editor",
      sections: ["ad office orders", "ad circulars"],
    });
    await createStaff(api.services, { email: "faculty@dseu.test", role: "faculty", faculty_id: facultyMember.id });
    admin = await signIn(api.app, "admin@dseu.test");
    editor = await signIn(api.app, "orders@dseu.test");
    faculty = await signIn(api.app, "faculty@dseu.test");
  });
  afterAll(() => api.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a circular scheduled a minute ahead out of every public read until its moment, then lists it", async () => {
    const morning = stopClock();
    const at = new Date(morning + minute).toISOString();
    const response = await upload(editor, {
      fileName: "Circular on the winter timetable",
      section: "ad circulars",
      publishAt: at,
    });
    expect(response.statusCode).toBe(201);
    const notice = response.json().data.notice as Listed;
    expect(notice.created_at).toBe(at);

    const circulars = "/notice?section=ad+circulars&limit=100";
    expect(await publicTitles(circulars)).not.toContain("Circular on the winter timetable");
    expect(await publicTitles("/notice?limit=1000")).not.toContain("Circular on the winter timetable");
    expect(await publicTitles("/notice/archived?limit=1000")).not.toContain("Circular on the winter timetable");
    expect((await getJson(api.app, `/api/v1/notice/${notice._id}`)).status).toBe(404);
    expect(await searchTitles("winter timetable")).not.toContain("Circular on the winter timetable");
    // Asked twice: the second answer comes from the caches, which must not outlive the moment.
    expect(await publicTitles(circulars)).not.toContain("Circular on the winter timetable");

    // Staff see it among the scheduled, and nowhere else.
    const scheduled = await manage(editor, "state=scheduled");
    expect(scheduled.status).toBe(200);
    expect(scheduled.headers["cache-control"]).toBe("no-store");
    expect((scheduled.json.data.notices as Listed[]).map((row) => row.title)).toEqual([
      "Circular on the winter timetable",
    ]);
    const current = (await manage(editor, "state=current&limit=100")).json.data.notices as Listed[];
    expect(current.map((row) => row.title)).not.toContain("Circular on the winter timetable");

    vi.setSystemTime(morning + minute - 1);
    expect(await publicTitles(circulars)).not.toContain("Circular on the winter timetable");
    expect(await searchTitles("winter timetable")).not.toContain("Circular on the winter timetable");

    // Its moment comes; nothing was written meanwhile.
    vi.setSystemTime(morning + minute);
    expect(await publicTitles(circulars)).toContain("Circular on the winter timetable");
    expect(await publicTitles("/notice?limit=1000")).toContain("Circular on the winter timetable");
    expect((await getJson(api.app, `/api/v1/notice/${notice._id}`)).status).toBe(200);
    expect(await searchTitles("winter timetable")).toContain("Circular on the winter timetable");
    expect((await manage(editor, "state=scheduled")).json.data.notices).toEqual([]);
  });

  it("answers a scheduled result's file 404 until its moment, then serves it", async () => {
    const morning = stopClock();
    const pdf = await pdfWithText("Results of the winter examinations");
    const response = await uploadNotice(
      api.app,
      admin,
      {
        fileName: "Winter examination results",
        section: "results",
        publishAt: new Date(morning + minute).toISOString(),
      },
      { name: "results.pdf", content: pdf },
    );
    expect(response.statusCode, response.body).toBe(201);
    const notice = response.json().data.notice as { _id: string; file: { url: string; _id: string } };
    const { url, _id } = notice.file;
    const fetchFile = (headers: Record<string, string> = {}) => api.app.inject({ method: "GET", url, headers });

    // The console's preview reads it meanwhile, through a staff route that no cache keeps.
    const staffFile = (id: string, token?: string) =>
      api.app.inject({ method: "GET", url: `/api/v1/notice/${id}/file`, headers: token ? bearer(token) : {} });
    const preview = await staffFile(notice._id, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(preview.rawPayload, Buffer.from(pdf))).toBe(0);
    expect((await staffFile(notice._id)).statusCode).toBe(401);
    expect((await staffFile(notice._id, faculty)).statusCode).toBe(403);
    // This editor publishes orders and circulars, not results.
    expect((await staffFile(notice._id, editor)).statusCode).toBe(403);
    expect((await staffFile("not-an-id", admin)).statusCode).toBe(400);
    expect((await staffFile("0".repeat(24), admin)).statusCode).toBe(404);

    for (const early of [morning, morning + minute - 1]) {
      vi.setSystemTime(early);
      const refused = await fetchFile();
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: "error", error: { code: "not_found" } });
      // Knowing the bytes' hash (the file's name) is no way round it.
      expect((await fetchFile({ "if-none-match": `"${_id}"` })).statusCode).toBe(404);
    }
    vi.setSystemTime(morning + minute);
    const served = await fetchFile();
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, Buffer.from(pdf))).toBe(0);
    const revalidated = await fetchFile({ "if-none-match": `"${_id}"` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe(served.headers["cache-control"]);
  });

  it("shows a back-dated order under its own date, sorted by it", async () => {
    stopClock();
    const orders = "/notice?section=ad+office+orders&limit=1000";
    const before = (await getJson(api.app, `/api/v1${orders}`)).json.data.notices as Listed[];
    const response = await upload(editor, {
      fileName: "Office order on the invigilation roster",
      section: "ad office orders",
      publishAt: "2026-01-15",
      orderDate: "2026-01-15",
    });
    expect(response.statusCode).toBe(201);
    const listed = (await getJson(api.app, `/api/v1${orders}`)).json.data.notices as Listed[];
    const order = listed.find((notice) => notice.title === "Office order on the invigilation roster");
    expect(order?.created_at).toBe("2026-01-15T00:00:00.000Z");
    // Newest first: after every order published since 15 January, before every earlier one.
    const position = listed.findIndex((notice) => notice === order);
    expect(listed.slice(0, position).every((notice) => notice.created_at > "2026-01-15")).toBe(true);
    expect(listed.slice(position + 1).every((notice) => notice.created_at <= "2026-01-15T00:00:00.000Z")).toBe(true);
    expect(listed).toHaveLength(before.length + 1);
    // The date filter finds it by its publication date.
    const byDate = await publicTitles("/notice?created_at_gteq=2026-01-15&created_at_lteq=2026-01-15&limit=100");
    expect(byDate).toContain("Office order on the invigilation roster");
    // The audit log keeps the date it was published under.
    const audit = await api.database.db
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("target_id", "=", order!._id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("notice.create");
    expect(JSON.parse(audit.summary).after).toMatchObject({ published_at: "2026-01-15T00:00:00.000Z" });
  });

  it("refuses publication dates that are malformed, impossible, too early, too far ahead or hostile, with 400", async () => {
    stopClock();
    const cases: Array<[string, RegExp]> = [
      ["tomorrow", /publishAt must be an ISO 8601 date/],
      ["2026-02-30", /publishAt must be an ISO 8601 date/],
      ["2026-09-14T10:00", /publishAt must be an ISO 8601 date/],
      ["1900-01-01", /publishAt must be 1950-01-01 or later/],
      ["2031-01-01", /publishAt must be at most two years ahead/],
      ["9999-12-31T23:59:59Z", /publishAt must be at most two years ahead/],
      ["<script>alert(1)</script>", /publishAt must be an ISO 8601 date/],
      ["2026-01-01".repeat(2000), /publishAt must be an ISO 8601 date/],
    ];
    for (const [publishAt, message] of cases) {
      const response = await upload(editor, { fileName: "Dated wrongly", section: "ad circulars", publishAt });
      expect(response.statusCode, publishAt).toBe(400);
      expect(response.json().error.message, publishAt).toMatch(message);
    }
    const rows = await api.database.db.selectFrom("notice").select("id").where("title", "=", "Dated wrongly").execute();
    expect(rows).toEqual([]);
  });

  it("lists every section the account edits in one list, filtered, and keeps other sections' notices out of reach", async () => {
    const mine = (await manage(editor, "limit=100")).json;
    expect(mine.data.pagination.total).toBeGreaterThan(0);
    const sections = new Set((mine.data.notices as Listed[]).map((notice) => notice.section));
    expect([...sections].every((section) => section === "ad office orders" || section === "ad circulars")).toBe(true);
    expect(sections.size).toBe(2);

    const everything = (await manage(admin, "limit=1")).json.data.pagination.total as number;
    expect(everything).toBeGreaterThan(mine.data.pagination.total);

    const searched = (await manage(editor, "regex=invigilation+roster&state=current")).json.data.notices as Listed[];
    expect(searched.map((notice) => notice.title)).toEqual(["Office order on the invigilation roster"]);
    const oneSection = (await manage(editor, "section=ad+circulars&limit=100")).json.data.notices as Listed[];
    expect(oneSection.every((notice) => notice.section === "ad circulars")).toBe(true);

    // Another section's notices: not listed, not editable.
    const tenders = await manage(editor, "section=tenders");
    expect(tenders.status).toBe(403);
    expect(tenders.json.error.message).toMatch(/tenders/);
    const tender = (await manage(admin, "section=tenders&limit=1")).json.data.notices[0] as Listed;
    const refused = await send("PUT", `/notice/${tender._id}`, editor, { fileName: "Taken over" });
    expect(refused.statusCode).toBe(403);

    expect((await manage(undefined, "")).status).toBe(401);
    expect((await manage("forged.token.value", "")).status).toBe(401);
    expect((await manage(faculty, "")).status).toBe(403);

    // A page past the last answers an empty page with the totals, so the console can say so.
    const past = (await manage(editor, "page=9999")).json.data;
    expect(past.notices).toEqual([]);
    expect(past.pagination.totalPages).toBeLessThan(9999);
  });

  it("refuses malformed, oversized and hostile list queries with 400 naming the parameter", async () => {
    const cases: Array<[string, RegExp]> = [
      ["state=deleted", /state must be current, archived or scheduled/],
      ["limit=1000", /limit must be a whole number from 1 to 100/],
      ["page=0", /page must be a whole number/],
      ["section=nowhere", /section must be one of the notice sections/],
      [`regex=${"x".repeat(101)}`, /regex must be at most/],
      ["regex=%00", /regex must not contain NUL/],
      ["created_at_gteq=yesterday", /created_at_gteq must be an ISO 8601 date/],
    ];
    for (const [query, message] of cases) {
      const response = await manage(admin, query);
      expect(response.status, query).toBe(400);
      expect(response.json.error.message, query).toMatch(message);
    }
    // Text that looks like a pattern or SQL is matched literally.
    const literal = await manage(admin, `regex=${encodeURIComponent("%' OR 1=1 --")}`);
    expect(literal.status).toBe(200);
    expect(literal.json.data.notices).toEqual([]);
  });

  it("opens, corrects and restores an archived result; the audit log keeps both", async () => {
    const created = await upload(admin, { fileName: "Result of the selection for drivers", section: "results" });
    const id = created.json().data.notice._id as string;
    const archive = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/notice/${id}`,
      payload: { archive: true },
      headers: bearer(admin),
    });
    expect(archive.statusCode).toBe(200);
    const archived = (await manage(admin, "state=archived&regex=drivers")).json.data.notices as Listed[];
    expect(archived.map((notice) => notice.title)).toEqual(["Result of the selection for drivers"]);

    // The correction: title and date, while it stays archived.
    const corrected = await send("PUT", `/notice/${id}`, admin, {
      fileName: "Result of the selection for staff car drivers",
      publishAt: "2026-03-02",
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.notice).toMatchObject({
      title: "Result of the selection for staff car drivers",
      created_at: "2026-03-02T00:00:00.000Z",
      archived: true,
    });
    expect(await publicTitles("/notice/archived?section=results&limit=1000")).toContain(
      "Result of the selection for staff car drivers",
    );

    const restore = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/notice/${id}`,
      payload: { archive: false },
      headers: bearer(admin),
    });
    expect(restore.statusCode).toBe(200);
    expect(await publicTitles("/notice?section=results&limit=1000")).toContain(
      "Result of the selection for staff car drivers",
    );

    const log = (await getJson(api.app, "/api/v1/audit?limit=10", bearer(admin))).json.data.entries as Array<{
      action: string;
      target_id: string;
      target_name: string;
      before: { title: string; published_at: string } | null;
      after: { title: string; published_at: string } | null;
    }>;
    const entries = log.filter((entry) => entry.target_id === id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "notice.unarchive",
      "notice.update",
      "notice.archive",
      "notice.create",
    ]);
    const update = entries[1]!;
    expect(update.before).toMatchObject({ title: "Result of the selection for drivers", archive: true });
    expect(update.after).toMatchObject({
      title: "Result of the selection for staff car drivers",
      published_at: "2026-03-02T00:00:00.000Z",
    });
  });
});
