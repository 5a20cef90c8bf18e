import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticeTitleMaxLength } from "#common/api/notice-form.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, multipart, signIn } from "../support/staff.ts";

type ApiNotice = { _id: string; title: string; title_hi: string | null };

describe.each(testEngines)("a notice's Hindi title through the API on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;

  const send = async (
    method: "POST" | "PUT",
    url: string,
    token: string | undefined,
    fields: Record<string, string>,
  ) => {
    const body = await multipart(fields);
    return api.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const upload = (token: string | undefined, fields: Record<string, string>) =>
    send("POST", "/api/v1/notice/upload", token, { section: "tenders", link: "https://example.org/t", ...fields });
  const edit = (token: string, id: string, fields: Record<string, string>) =>
    send("PUT", `/api/v1/notice/${id}`, token, fields);
  const stored = async (id: string) => (await getJson(api.app, `/api/v1/notice/${id}`)).json.data.notice as ApiNotice;

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    admin = await signIn(api.app, "admin@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
  });
  afterAll(() => api.close());

  it("is stored from the upload form, answered beside the English title and found by a search in Hindi", async () => {
    const response = await upload(admin, {
      fileName: "Tender for hostel furniture",
      title_hi: "  छात्रावास के फ़र्नीचर की निविदा  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    const notice = response.json().data.notice as ApiNotice;
    expect(notice).toMatchObject({ title: "Tender for hostel furniture", title_hi: "छात्रावास के फ़र्नीचर की निविदा" });

    const { json } = await getJson(api.app, `/api/v1/notice?section=tenders&regex=${encodeURIComponent("फ़र्नीचर")}`);
    expect(json.data.notices.map((item: ApiNotice) => item._id)).toEqual([notice._id]);
    const audit = await api.database.db
      .selectFrom("audit_log")
      .select("summary")
      .where("target_id", "=", notice._id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.summary).after.title_hi).toBe("छात्रावास के फ़र्नीचर की निविदा");
  });

  it("is null when none is given, stays when an edit leaves it out, and a blank field clears it", async () => {
    const created = (await upload(admin, { fileName: "Tender for canteen services" })).json().data.notice as ApiNotice;
    expect(created.title_hi).toBeNull();

    expect((await edit(admin, created._id, { title_hi: "कैंटीन सेवाओं की निविदा" })).statusCode).toBe(200);
    expect((await edit(admin, created._id, { fileName: "Tender for canteen services (revised)" })).statusCode).toBe(
      200,
    );
    expect(await stored(created._id)).toMatchObject({
      title: "Tender for canteen services (revised)",
      title_hi: "कैंटीन सेवाओं की निविदा",
    });

    expect((await edit(admin, created._id, { title_hi: "   " })).statusCode).toBe(200);
    expect((await stored(created._id)).title_hi).toBeNull();
  });

  it.each([
    ["written without Devanagari", "Tender for buses", "Hindi (Devanagari)"],
    ["longer than the limit", "न".repeat(noticeTitleMaxLength + 1), `at most ${noticeTitleMaxLength} characters`],
  ])("is refused with 400 when %s, and nothing is stored", async (_case, titleHi, message) => {
    const title = `Refused tender ${message}`;
    const response = await upload(admin, { fileName: title, title_hi: titleHi });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    const { json } = await getJson(api.app, `/api/v1/notice?regex=${encodeURIComponent(title)}`);
    expect(json.data.notices).toEqual([]);
  });

  it("keeps markup in a Hindi title as text: the API answers it exactly as sent", async () => {
    const hostile = `<script>alert("निविदा")</script><img src=x onerror=alert(1)>`;
    const response = await upload(admin, { fileName: "Tender with markup in Hindi", title_hi: hostile });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json().data.notice as ApiNotice).title_hi).toBe(hostile);
  });

  it("is refused without a session, and to an editor outside their sections", async () => {
    const fields = { fileName: "Unauthorised tender", title_hi: "अनधिकृत निविदा" };
    expect((await upload(undefined, fields)).statusCode).toBe(401);
    expect((await upload(editor, fields)).statusCode).toBe(403);

    const notice = (await upload(admin, { fileName: "Tender an editor may not touch" })).json().data
      .notice as ApiNotice;
    expect((await edit(editor, notice._id, { title_hi: "बदली हुई निविदा" })).statusCode).toBe(403);
    expect((await stored(notice._id)).title_hi).toBeNull();
  });

  it("is in the OpenAPI document: the notice object and the upload form", async () => {
    const document = (await api.app.inject("/api/v1/openapi.json")).json();
    const responseSchema = JSON.stringify(document.paths["/api/v1/notice/{id}"].get.responses["200"]);
    expect(responseSchema).toContain('"title_hi"');
    expect(document.paths["/api/v1/notice/upload"].post.description).toContain("`title_hi`");
  });
});
