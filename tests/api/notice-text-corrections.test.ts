import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notice } from "#common/api/notice.ts";
import type { StaffNoticeText } from "#common/api/notice-text.ts";
import { noticeTextMaxLength } from "#common/notice-text.ts";
import type { SearchAnswer } from "#common/api/search.ts";
import { getJson } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { readText } from "../support/html.ts";
import { textNoticePdf } from "../support/notice-pdfs.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn, uploadNotice } from "../support/staff.ts";

/**
 * Staff correct a notice's text (issue 58): the corrected text is what the reading view shows
 * and the search finds, each correction is kept as a revision, and the audit names who made it.
 */
describe.each(testEngines)("staff corrections of a notice's text on %s", (engine) => {
  let site: TestSite;
  let editor: string;
  let otherEditor: string;
  let faculty: string;
  let admin: string;
  let notice: Notice;

  const text = (id: string, token = editor) => getJson(site.app, `/api/v1/notice/${id}/text`, bearer(token));
  const correct = (id: string, payload: unknown, token: string | null = editor) =>
    site.app.inject({
      method: "PUT",
      url: `/api/v1/notice/${id}/text`,
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const view = async (path: string) => parse((await site.app.inject(path)).body);

  beforeAll(async () => {
    site = await createTestSite({ engine });
    await createStaff(site.services, {
      email: "circulars@dseu.test",
      role: "editor",
      name: "Circulars desk",
      sections: ["ad circulars"],
    });
    await createStaff(site.services, { email: "tenders@dseu.test", role: "editor", sections: ["tenders"] });
    await createStaff(site.services, { email: "teacher@dseu.test", role: "faculty" });
    await createStaff(site.services, { email: "registrar@dseu.test", role: "admin" });
    admin = await signIn(site.app, "registrar@dseu.test");
    editor = await signIn(site.app, "circulars@dseu.test");
    otherEditor = await signIn(site.app, "tenders@dseu.test");
    faculty = await signIn(site.app, "teacher@dseu.test");
    const upload = await uploadNotice(
      site.app,
      editor,
      { fileName: "Circular on hostel fees", section: "ad circulars" },
      { name: "hostel.pdf", content: await textNoticePdf({ heading: "Hostel fees", paragraphs: ["Fees are due."] }) },
    );
    notice = upload.json<{ data: { notice: Notice } }>().data.notice;
  }, 180_000);
  afterAll(() => site.close());

  it("shows and finds the corrected text, keeps each revision, names the editor in the audit, and goes back to the PDF's text when emptied", async () => {
    const before = (await text(notice._id)).json.data.text as StaffNoticeText;
    // No background reading runs here: the PDF's text is still to be read.
    expect(before).toMatchObject({ state: "pending", read_state: "pending", markdown: "", revisions: [] });

    const markdown =
      "# Hostel fees\n\nThe hostel fee is waived for the winter term.\n\n- Rooms stay open\n- Meals are served";
    const saved = await correct(notice._id, { markdown, revision: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ data: { text: StaffNoticeText } }>().data.text;
    expect(after).toMatchObject({ state: "corrected", markdown });
    expect(after.revisions).toEqual([{ number: 1, created_by: "circulars@dseu.test", created_at: expect.any(String) }]);

    const page = await view(`/notices/${notice._id}`);
    expect(readText(page.querySelector("#p2 p"))).toBe("The hostel fee is waived for the winter term.");
    expect(page.querySelectorAll("#p3 li").map(readText)).toEqual(["Rooms stay open", "Meals are served"]);
    expect(readText(page.querySelector("section[aria-labelledby=notice-text]"))).toContain(
      "typed or corrected from the PDF by the university's staff",
    );
    const found = (await getJson(site.app, "/api/v1/search?q=waived")).json.data.search as SearchAnswer;
    expect(found.results.map((result) => result.reading_path)).toContain(`/notices/${notice._id}#p2`);

    const audit = await getJson(site.app, "/api/v1/audit?action=notice.text", bearer(admin));
    expect(audit.status).toBe(200);
    expect(audit.json.data.entries[0]).toMatchObject({
      action: "notice.text",
      actor_email: "circulars@dseu.test",
      actor_name: "Circulars desk",
      target_id: notice._id,
      target_name: "Circular on hostel fees",
    });

    // A correction made from the first revision after a second was saved is refused, and changes nothing.
    expect((await correct(notice._id, { markdown: "Second.", revision: 1 })).statusCode).toBe(200);
    const stale = await correct(notice._id, { markdown: "Made from the first.", revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/corrected again/);

    const emptied = await correct(notice._id, { markdown: "", revision: 2 });
    expect(emptied.json<{ data: { text: StaffNoticeText } }>().data.text).toMatchObject({
      state: "pending",
      markdown: "",
    });
    expect(
      (await text(notice._id)).json.data.text.revisions.map((revision: { number: number }) => revision.number),
    ).toEqual([3, 2, 1]);
    const searchedAgain = (await getJson(site.app, "/api/v1/search?q=waived")).json.data.search as SearchAnswer;
    expect(searchedAgain.results.map((result) => result.reading_path)).not.toContain(`/notices/${notice._id}#p2`);
  });

  it("keeps markup typed into a correction as text on the reading view", async () => {
    const current = (await text(notice._id)).json.data.text as StaffNoticeText;
    const hostile = '<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[a link](javascript:alert(1))';
    const saved = await correct(notice._id, { markdown: hostile, revision: current.revisions[0]?.number ?? 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await view(`/notices/${notice._id}`);
    const section = page.querySelector("section[aria-labelledby=notice-text]")!;
    expect(section.querySelectorAll("script, img")).toEqual([]);
    expect(section.querySelectorAll("a").map((link) => link.getAttribute("href"))).toEqual(["#p1", "#p2", "#p3"]);
    expect(readText(section.querySelector("#p1 p"))).toBe('<script>alert("x")</script>');
    expect(readText(section.querySelector("#p2 p"))).toBe("<img src=x onerror=alert(1)>");
    // Markdown leaves a javascript: link as the text it is.
    expect(readText(section.querySelector("#p3 p"))).toBe("[a link](javascript:alert(1))");
  });

  it("refuses malformed, oversized and unauthorised corrections with a message, and writes nothing", async () => {
    const revision = ((await text(notice._id)).json.data.text as StaffNoticeText).revisions[0]!.number;
    const refusals: Array<[string, Promise<{ statusCode: number; body: string }>, number, RegExp]> = [
      ["no account", correct(notice._id, { markdown: "x", revision }, null), 401, /sign in/i],
      ["a faculty account", correct(notice._id, { markdown: "x", revision }, faculty), 403, /./],
      ["another section's editor", correct(notice._id, { markdown: "x", revision }, otherEditor), 403, /section/],
      ["no markdown", correct(notice._id, { revision }), 400, /markdown/],
      ["no revision", correct(notice._id, { markdown: "x" }), 400, /revision/],
      ["a revision that is not a number", correct(notice._id, { markdown: "x", revision: "one" }), 400, /revision/],
      ["a negative revision", correct(notice._id, { markdown: "x", revision: -1 }), 400, /revision/],
      ["markdown of another type", correct(notice._id, { markdown: ["x"], revision }), 400, /markdown/],
      [
        "markdown over the limit",
        correct(notice._id, { markdown: "a".repeat(noticeTextMaxLength + 1), revision }),
        400,
        /at most 200000/,
      ],
      ["a body that is not JSON", correct(notice._id, "{markdown:"), 400, /./],
      ["an id that is not one", correct("not-an-id", { markdown: "x", revision }), 400, /id/],
      ["a notice that does not exist", correct("0123456789abcdef01234567", { markdown: "x", revision }), 404, /notice/],
    ];
    for (const [label, answer, status, message] of refusals) {
      const { statusCode, body } = await answer;
      expect(statusCode, `${label}: ${body}`).toBe(status);
      expect(JSON.parse(body).error.message, label).toMatch(message);
    }
    expect((await text(notice._id, otherEditor)).status).toBe(403);
    expect((await getJson(site.app, `/api/v1/notice/${notice._id}/text`)).status).toBe(401);
    const after = (await text(notice._id)).json.data.text as StaffNoticeText;
    expect(after.revisions[0]!.number).toBe(revision);
  });

  it("tells the console each notice's text state, only for notices the account edits", async () => {
    const tender = await site.database.db
      .selectFrom("notice")
      .select("id")
      .where("section", "=", "tenders")
      .executeTakeFirstOrThrow();
    const states = await getJson(
      site.app,
      `/api/v1/notice/text-states?ids=${notice._id},${tender.id},0123456789abcdef01234567`,
      bearer(editor),
    );
    expect(states.status).toBe(200);
    expect(Object.keys(states.json.data.states)).toEqual([notice._id]);
    expect(states.json.data.states[notice._id]).toMatchObject({ state: expect.any(String), reason: null });
    // A seeded tender's PDF was read when the seed made it.
    const tenders = await getJson(site.app, `/api/v1/notice/text-states?ids=${tender.id}`, bearer(otherEditor));
    expect(tenders.json.data.states[tender.id]).toMatchObject({ state: "pdf" });

    const refused: Array<[string, string, Record<string, string>, number]> = [
      ["no account", `ids=${notice._id}`, {}, 401],
      ["no ids", "", bearer(editor), 400],
      ["an id that is not one", "ids=x', OR 1=1", bearer(editor), 400],
      [
        "too many ids",
        `ids=${Array.from({ length: 101 }, (_, index) => index.toString(16).padStart(24, "0")).join(",")}`,
        bearer(editor),
        400,
      ],
    ];
    for (const [label, query, headers, status] of refused) {
      const answer = await getJson(site.app, `/api/v1/notice/text-states?${query}`, headers);
      expect(answer.status, label).toBe(status);
      expect(answer.json.error.message, label).toBeTruthy();
    }
  });
});
