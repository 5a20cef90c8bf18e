import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentLimits } from "#common/api/content.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

const history = "/api/v1/content?path=/about-us/history&lang=en";
const guidelines = "/api/v1/content?path=/admission/guidelines&lang=en";
const statutes = "/api/v1/content?path=/administration/administrative/Statutes&lang=en";

describe.each(testEngines)("information pages through the API on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let admissionEditor: string;
  let noticeEditor: string;
  let faculty: string;

  const put = (url: string, token: string | undefined, payload: unknown) =>
    api.app.inject({
      method: "PUT",
      url,
      headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const restore = (token: string | undefined, payload: unknown) =>
    api.app.inject({
      method: "POST",
      url: "/api/v1/content/restore",
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const latestRevision = async (url: string) =>
    (await getJson(api.app, url, bearer(admin))).json.data.page.revisions[0];
  const pageRevisions = async (path: string, language: "en" | "hi") =>
    api.database.db
      .selectFrom("page_revision")
      .select(["number", "title", "body", "published"])
      .where("path", "=", path)
      .where("language", "=", language)
      .orderBy("number")
      .execute();

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(api.services, {
      email: "admissions@dseu.test",
      role: "editor",
      name: "Admissions cell",
      page_groups: ["admission"],
    });
    await createStaff(api.services, { email: "notices@dseu.test", role: "editor", sections: ["news"] });
    const member = await api.database.db.selectFrom("faculty").select("id").limit(1).executeTakeFirstOrThrow();
    await createStaff(api.services, { email: "teacher@dseu.test", role: "faculty", faculty_id: member.id });
    admin = await signIn(api.app, "registrar@dseu.test");
    admissionEditor = await signIn(api.app, "admissions@dseu.test");
    noticeEditor = await signIn(api.app, "notices@dseu.test");
    faculty = await signIn(api.app, "teacher@dseu.test");
  });
  afterAll(() => api.close());

  it("starts every page from the content folder: revision 1, published, in both languages", async () => {
    const { status, json } = await getJson(api.app, history, bearer(admin));
    expect(status).toBe(200);
    const page = json.data.page;
    expect(page).toMatchObject({ path: "/about-us/history", lang: "en", group: "about", editable: true, draft: null });
    expect(page.current).toMatchObject({ revision: 1, published: true, author: "content folder" });
    expect(page.current.body.length).toBeGreaterThan(100);
    expect(page.revisions).toHaveLength(1);
    const hindi = await getJson(api.app, history.replace("lang=en", "lang=hi"), bearer(admin));
    expect(hindi.json.data.page.current.title).not.toBe(page.current.title);

    const list = await getJson(api.app, "/api/v1/content/pages", bearer(admissionEditor));
    expect(list.status).toBe(200);
    const pages = list.json.data.pages as Array<{ path: string; group: string; editable: boolean }>;
    expect(pages.find((entry) => entry.path === "/admission/guidelines")).toMatchObject({
      group: "admission",
      editable: true,
    });
    expect(pages.find((entry) => entry.path === "/administration/administrative/statutes")).toMatchObject({
      group: "governance",
      editable: false,
    });
  });

  it("refuses readers without a token, faculty accounts, malformed queries and unknown pages", async () => {
    expect((await getJson(api.app, history)).status).toBe(401);
    expect((await getJson(api.app, history, bearer("not.a.token"))).status).toBe(401);
    expect((await getJson(api.app, history, bearer(faculty))).status).toBe(403);
    expect((await getJson(api.app, "/api/v1/content/pages", bearer(faculty))).status).toBe(403);
    for (const query of [
      "path=/about-us/history",
      "lang=en",
      "path=/about-us/history&lang=fr",
      "path=about-us&lang=en",
      "path=/about-us/../../etc/passwd&lang=en",
      "path=/%3Cscript%3E&lang=en",
      `path=/${"a".repeat(300)}&lang=en`,
    ]) {
      const answer = await getJson(api.app, `/api/v1/content?${query}`, bearer(admin));
      expect(answer.status, query).toBe(400);
      expect(answer.json.status).toBe("error");
    }
    const unknown = await getJson(api.app, "/api/v1/content?path=/no-such-page&lang=en", bearer(admin));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toContain("/no-such-page");
  });

  it("refuses writes without a token, from faculty, and from editors outside their page groups", async () => {
    const before = await pageRevisions("/administration/administrative/statutes", "en");
    const text = { title: "Statutes", body: "Changed.", publish: true, baseRevision: 1 };
    expect((await put(statutes, undefined, text)).statusCode).toBe(401);
    expect((await put(statutes, faculty, text)).statusCode).toBe(403);
    const refused = await put(statutes, admissionEditor, text);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("governance");
    expect((await put(statutes, noticeEditor, text)).statusCode).toBe(403);
    expect(
      (await restore(admissionEditor, { path: "/administration/administrative/Statutes", lang: "en", revision: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await restore(undefined, { path: "/about-us/history", lang: "en", revision: 1 })).statusCode).toBe(401);
    expect(await pageRevisions("/administration/administrative/statutes", "en")).toEqual(before);
    const audit = await api.database.db
      .selectFrom("audit_log")
      .select("id")
      .where("target_type", "=", "page")
      .execute();
    expect(audit).toHaveLength(0);
  });

  it("refuses malformed, oversized and hostile bodies with a 4xx naming the field, writing nothing", async () => {
    const cases: Array<[unknown, number, string]> = [
      ["{ not json", 400, ""],
      [{ body: "x", publish: true, baseRevision: 1 }, 400, "title"],
      [{ title: "  ", body: "x", publish: true, baseRevision: 1 }, 400, "title"],
      [{ title: "T", publish: true, baseRevision: 1 }, 400, "body"],
      [{ title: "T", body: "x", publish: "yes", baseRevision: 1 }, 400, "publish"],
      [{ title: "T", body: "x", publish: true, baseRevision: "1" }, 400, "baseRevision"],
      [{ title: "T", body: "x", publish: true, baseRevision: -1 }, 400, "baseRevision"],
      [{ title: "T", body: 42, publish: true, baseRevision: 1 }, 400, "body"],
      [{ title: "x".repeat(contentLimits.title + 1), body: "x", publish: true, baseRevision: 1 }, 400, "title"],
      [{ title: "T", body: "x".repeat(contentLimits.body + 1), publish: true, baseRevision: 1 }, 400, "body"],
      [{ title: "T", body: "x".repeat(2 * 1024 * 1024), publish: true, baseRevision: 1 }, 413, ""],
      ['{"__proto__": {"title": "T"}, "body": "x", "publish": true, "baseRevision": 1}', 400, ""],
    ];
    for (const [payload, status, field] of cases) {
      const answer = await put(guidelines, admin, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(answer.json().error.message).toContain(field);
    }
    const restores: unknown[] = [
      {},
      { path: "/about-us/history", lang: "en" },
      { path: "/about-us/history", lang: "en", revision: 0 },
      { path: "/about-us/history", lang: "xx", revision: 1 },
      { path: "javascript:alert(1)", lang: "en", revision: 1 },
    ];
    for (const payload of restores) expect((await restore(admin, payload)).statusCode).toBe(400);
    expect((await restore(admin, { path: "/about-us/history", lang: "en", revision: 999 })).statusCode).toBe(404);
    expect(await pageRevisions("/admission/guidelines", "en")).toHaveLength(1);
  });

  it("saves a draft without changing the page, publishes, and records who did it in the audit log", async () => {
    const published = await api.services.pages.published("/admission/guidelines", "en");
    const draft = await put(guidelines, admissionEditor, {
      title: "Admission guidelines",
      body: "## Draft\n\nNot yet for visitors.",
      publish: false,
      baseRevision: 1,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data.revision).toMatchObject({ revision: 2, published: false, author: "Admissions cell" });
    expect(await api.services.pages.published("/admission/guidelines", "en")).toEqual(published);
    const opened = (await getJson(api.app, guidelines, bearer(admissionEditor))).json.data.page;
    expect(opened.current.revision).toBe(1);
    expect(opened.draft.revision).toBe(2);

    const publish = await put(guidelines, admissionEditor, {
      title: "Admission guidelines",
      body: "## Now published\n\nFor visitors. <script>alert(1)</script>",
      publish: true,
      baseRevision: 2,
    });
    expect(publish.statusCode, publish.body).toBe(201);
    const now = await api.services.pages.published("/admission/guidelines", "en");
    expect(now).toMatchObject({ revision: 3, title: "Admission guidelines" });
    expect(now!.body).toContain("<script>alert(1)</script>");
    expect(now!.description).toBe(published!.description);
    expect(now!.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const audit = await getJson(api.app, "/api/v1/audit?action=page.publish", bearer(admin));
    expect(audit.json.data.entries[0]).toMatchObject({
      actor_name: "Admissions cell",
      action: "page.publish",
      target_type: "page",
      target_id: "/admission/guidelines",
      target_name: "Admission guidelines",
      after: { language: "en", title: "Admission guidelines", revision: 3, published: true },
    });
  });

  it("answers 409 to a save from an older revision, and keeps the other save", async () => {
    const base = (await latestRevision(history)).revision as number;
    const first = await put(history, admin, {
      title: "History",
      body: "First editor's text.",
      publish: true,
      baseRevision: base,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await put(history, admin, {
      title: "History",
      body: "Second editor's text.",
      publish: true,
      baseRevision: base,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/changed after you opened it.*not saved/);
    expect((await api.services.pages.published("/about-us/history", "en"))!.body).toBe("First editor's text.");

    // Two saves sent at once from the same revision: one is kept, the other told, nothing mixed.
    const start = (await latestRevision(history)).revision as number;
    const racing = await Promise.all(
      ["Racer A.", "Racer B."].map((body) =>
        put(history, admin, { title: "History", body, publish: true, baseRevision: start }),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const kept = racing.find((answer) => answer.statusCode === 201)!.json().data.revision;
    const revisions = await pageRevisions("/about-us/history", "en");
    expect(revisions.at(-1)).toMatchObject({ number: start + 1, body: kept.body });
    expect(revisions.map((revision) => revision.body)).toContain("First editor's text.");
  });

  it("restores an earlier revision as a new published one, and edits the Hindi page on its own", async () => {
    const original = (await pageRevisions("/about-us/history", "hi"))[0]!;
    const edited = await put(history.replace("lang=en", "lang=hi"), admin, {
      title: "इतिहास (संशोधित)",
      body: "नया पाठ।",
      publish: true,
      baseRevision: 1,
    });
    expect(edited.statusCode, edited.body).toBe(201);
    expect((await api.services.pages.published("/about-us/history", "hi"))!.body).toBe("नया पाठ।");

    const restored = await restore(admin, { path: "/about-us/history", lang: "hi", revision: 1 });
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().data.revision).toMatchObject({ revision: 3, restored_from: 1, published: true });
    const page = await api.services.pages.published("/about-us/history", "hi");
    expect(page).toMatchObject({ revision: 3, title: original.title, body: original.body });
    expect((await api.services.pages.published("/about-us/history", "en"))!.body).not.toBe(original.body);
    const audit = await getJson(api.app, "/api/v1/audit?action=page.restore", bearer(admin));
    expect(audit.json.data.entries[0]).toMatchObject({ actor_name: "Registrar", after: { language: "hi" } });
  });
});
