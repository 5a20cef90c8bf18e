import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import {
  bearer,
  createStaff,
  executableBytes,
  multipart,
  pdfWithText,
  signIn,
  uploadNotice,
  type FormFile,
} from "../support/staff.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(testEngines)("publishing notices on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  let faculty: string;

  const upload = (token: string | undefined, fields: Record<string, string>, file?: FormFile) =>
    uploadNotice(api.app, token, fields, file);
  const edit = async (token: string, id: string, fields: Record<string, string>, file?: FormFile) => {
    const body = await multipart(fields, file);
    return api.app.inject({
      method: "PUT",
      url: `/api/v1/notice/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const listed = async (path: "/notice" | "/notice/archived", title: string) => {
    const { json } = await getJson(api.app, `/api/v1${path}?limit=100&regex=${encodeURIComponent(title)}`);
    return json.data.notices as Array<{ _id: string; title: string }>;
  };
  const auditActions = async (id: string) =>
    (
      await api.database.db
        .selectFrom("audit_log")
        .select(["action", "actor_email", "client_address"])
        .where("target_id", "=", id)
        .orderBy("created_at")
        .orderBy("action")
        .execute()
    ).map((entry) => entry.action);

  beforeAll(async () => {
    api = await createTestApi(engine);
    const facultyMember = await api.database.db.selectFrom("faculty").select("id").executeTakeFirstOrThrow();
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["tenders", "news"] });
    await createStaff(api.services, { email: "faculty@dseu.test", role: "faculty", faculty_id: facultyMember.id });
    admin = await signIn(api.app, "admin@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
    faculty = await signIn(api.app, "faculty@dseu.test");
  });
  afterAll(() => api.close());

  it("publishes a real PDF sent in the current client's field names; it is listed and downloads byte-identical", async () => {
    const pdf = await pdfWithText("Tender for laboratory equipment");
    const response = await upload(
      editor,
      {
        fileName: "Tender for laboratory equipment",
        section: "tenders",
        endDate: "2030-01-31",
        apply: "https://dseu.ac.in/apply",
        vacancies: "",
        orderDate: "2026-11-01",
        orderNumber: "F.1/2026/17",
      },
      { name: "C:\\fakepath\\tender <1>.pdf", content: pdf },
    );
    expect(response.statusCode, response.body).toBe(201);
    const notice = response.json().data.notice;
    expect(notice).toMatchObject({
      title: "Tender for laboratory equipment",
      section: "tenders",
      archive: false,
      end_date: "2030-01-31T23:59:59.999Z",
      apply_link: "https://dseu.ac.in/apply",
      vacancies: null,
      order_date: "2026-11-01",
      order_number: "F.1/2026/17",
      created_by: "editor@dseu.test",
    });
    expect(notice.file).toMatchObject({ _id: sha256(pdf), name: "tender _1_.pdf", content_type: "application/pdf" });

    expect((await listed("/notice", "Tender for laboratory equipment")).map((item) => item._id)).toEqual([notice._id]);
    const download = await api.app.inject({ url: notice.file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
    expect(await auditActions(notice._id)).toEqual(["notice.create"]);
  });

  it("publishes a notice with a link and no file", async () => {
    const response = await upload(admin, {
      fileName: "Results portal",
      section: "results",
      fileLink: "https://results.dseu.ac.in/",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.notice).toMatchObject({ file: null, link: "https://results.dseu.ac.in/" });
  });

  it("accepts pictures only in image sections", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    expect(
      (
        await upload(
          editor,
          { fileName: "Campus photo", section: "news" },
          { name: "photo.png", content: png, type: "image/png" },
        )
      ).statusCode,
    ).toBe(201);
    const refused = await upload(
      editor,
      { fileName: "Photo as tender", section: "tenders" },
      { name: "photo.pdf", content: png },
    );
    expect(refused.statusCode).toBe(415);
  });

  it("refuses a renamed executable with 415 and stores nothing", async () => {
    const before = await api.database.db
      .selectFrom("stored_file")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const response = await upload(
      admin,
      { fileName: "Harmless notice", section: "tenders" },
      { name: "notice.pdf", content: executableBytes() },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("unsupported_media_type");
    const after = await api.database.db
      .selectFrom("stored_file")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await listed("/notice", "Harmless notice")).toEqual([]);
  });

  it("refuses a 21 MB file with 413 and a message", async () => {
    const pdf = await pdfWithText("Large");
    const large = new Uint8Array(21 * 1024 * 1024);
    large.set(pdf);
    const response = await upload(
      admin,
      { fileName: "Too large", section: "tenders" },
      { name: "large.pdf", content: large },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: "payload_too_large", message: "The file is larger than 20 MB" });
    expect(await listed("/notice", "Too large")).toEqual([]);
  });

  it("refuses bad fields with 400 naming them", async () => {
    const pdf = await pdfWithText("Bad fields");
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ section: "tenders" }, /fileName/],
      [{ fileName: "No section" }, /section/],
      [{ fileName: "Bad section", section: "secret" }, /section/],
      [{ fileName: "Bad date", section: "tenders", validUntil: "tomorrow" }, /validUntil/],
      [{ fileName: "Script link", section: "tenders", link: "javascript:alert(1)" }, /link/],
      [{ fileName: "Bad count", section: "tenders", vacancies: "-3" }, /vacancies/],
    ];
    for (const [fields, message] of cases) {
      const response = await upload(admin, fields, { name: "x.pdf", content: pdf });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await upload(admin, { fileName: "Neither file nor link", section: "tenders" })).statusCode).toBe(400);
  });

  it("refuses a title, Hindi title or order number with a line break or another control character, on upload and on edit", async () => {
    const pdf = await pdfWithText("One line only");
    const published = await upload(
      admin,
      { fileName: "One line only", section: "tenders" },
      { name: "x.pdf", content: pdf },
    );
    expect(published.statusCode, published.body).toBe(201);
    const id = published.json().data.notice._id;
    const cases: Array<[Record<string, string>, string]> = [
      [{ fileName: "Result\r\nSet-Cookie: a=b" }, "fileName (the title) must be one line, without control characters"],
      [{ fileName: "Result\nsecond line" }, "fileName (the title) must be one line, without control characters"],
      [{ fileName: "Bell\u0007" }, "fileName (the title) must be one line, without control characters"],
      [{ fileName: "Tab\there" }, "fileName (the title) must be one line, without control characters"],
      [{ title_hi: "परिणाम\rदूसरी पंक्ति" }, "title_hi must be one line, without control characters"],
      [{ orderNumber: "F.1\n2026" }, "orderNumber must be one line, without control characters"],
    ];
    for (const [fields, message] of cases) {
      for (const response of [
        await upload(admin, { fileName: "Control", section: "tenders", ...fields }, { name: "x.pdf", content: pdf }),
        await edit(admin, id, fields),
      ]) {
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
    }
    // Spaces around a line are trimmed, and a Hindi title joins its letters with ZWJ/ZWNJ (not control characters).
    const fine = await edit(admin, id, { fileName: "  One line only  ", title_hi: "परी\u200dक्षा परिणाम" });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.notice).toMatchObject({ title: "One line only", title_hi: "परी\u200dक्षा परिणाम" });
  });

  it.each([
    ["no boundary", "multipart/form-data", "--X\r\nContent-Disposition: form-data; name=fileName\r\n\r\nx\r\n--X--"],
    ["an empty boundary", "multipart/form-data; boundary=", "--\r\n\r\n"],
    [
      "a part cut off",
      "multipart/form-data; boundary=X",
      "--X\r\nContent-Disposition: form-data; name=pdf; filename=a.pdf\r\n\r\n%PDF",
    ],
  ])("refuses a multipart body with %s with 400 in the envelope", async (_case, type, payload) => {
    for (const [method, url] of [
      ["POST", "/api/v1/notice/upload"],
      ["PUT", `/api/v1/notice/${(await listed("/notice", ""))[0]!._id}`],
    ] as const) {
      const response = await api.app.inject({
        method,
        url,
        payload,
        headers: { "content-type": type, ...bearer(admin) },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({ status: "error", error: { code: "bad_request" } });
    }
  });

  it("answers every write without a token 401 and with the wrong role or section 403", async () => {
    const id = (
      await upload(admin, { fileName: "Admin's circular", section: "ad circulars", link: "https://dseu.ac.in/c" })
    ).json().data.notice._id;
    const body = await multipart({ fileName: "x", section: "tenders", link: "https://dseu.ac.in/" });
    const writes = [
      { method: "POST" as const, url: "/api/v1/notice/upload", ...body },
      { method: "PUT" as const, url: `/api/v1/notice/${id}`, ...body },
      { method: "PATCH" as const, url: `/api/v1/notice/${id}`, payload: { archive: true }, headers: {} },
      { method: "DELETE" as const, url: `/api/v1/notice/${id}`, headers: {} },
    ];
    for (const write of writes) {
      expect((await api.app.inject(write)).statusCode, `${write.method} unauthenticated`).toBe(401);
      const asFaculty = await api.app.inject({ ...write, headers: { ...write.headers, ...bearer(faculty) } });
      expect(asFaculty.statusCode, `${write.method} as faculty`).toBe(403);
    }
    // The editor publishes to tenders and news only.
    expect(
      (await upload(editor, { fileName: "Forced section", section: "ad circulars", link: "https://dseu.ac.in/" }))
        .statusCode,
    ).toBe(403);
    for (const write of writes.slice(1)) {
      const asEditor = await api.app.inject({ ...write, headers: { ...write.headers, ...bearer(editor) } });
      expect(asEditor.statusCode, `${write.method} as an editor of other sections`).toBe(403);
    }
    const mine = (
      await upload(editor, { fileName: "Editor's tender", section: "tenders", link: "https://dseu.ac.in/t" })
    ).json().data.notice._id;
    expect((await edit(editor, mine, { section: "ad circulars" })).statusCode).toBe(403);
    expect((await getJson(api.app, `/api/v1/notice/${id}`)).json.data.notice.title).toBe("Admin's circular");
  });

  it("edits, archives, unarchives and deletes, with an audit entry for each, and the file goes too", async () => {
    const first = await pdfWithText("First version");
    const created = (
      await upload(editor, { fileName: "Minutes draft", section: "news" }, { name: "draft.pdf", content: first })
    ).json().data.notice;

    const second = await pdfWithText("Second version");
    const edited = await edit(
      editor,
      created._id,
      { fileName: "Minutes, final" },
      { name: "final.pdf", content: second },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.notice).toMatchObject({
      title: "Minutes, final",
      section: "news",
      file: { _id: sha256(second), name: "final.pdf" },
    });
    // The replaced file went with the edit.
    expect((await api.app.inject({ url: created.file.url })).statusCode).toBe(404);

    // The same fields as JSON: only those sent change, a blank one clears.
    const asJson = await api.app.inject({
      method: "PUT",
      url: `/api/v1/notice/${created._id}`,
      payload: { orderNumber: "F.9/2026", vacancies: 3, apply: "" },
      headers: bearer(editor),
    });
    expect(asJson.statusCode, asJson.body).toBe(200);
    expect(asJson.json().data.notice).toMatchObject({
      title: "Minutes, final",
      order_number: "F.9/2026",
      vacancies: 3,
      apply_link: null,
    });

    const archive = (value: unknown) =>
      api.app.inject({
        method: "PATCH",
        url: `/api/v1/notice/${created._id}`,
        payload: { archive: value },
        headers: bearer(editor),
      });
    expect((await archive(true)).statusCode).toBe(200);
    expect(await listed("/notice", "Minutes, final")).toEqual([]);
    expect((await listed("/notice/archived", "Minutes, final")).map((item) => item._id)).toEqual([created._id]);
    expect((await archive("maybe")).statusCode).toBe(400);
    expect((await archive(false)).statusCode).toBe(200);
    expect((await listed("/notice", "Minutes, final")).map((item) => item._id)).toEqual([created._id]);
    expect(await listed("/notice/archived", "Minutes, final")).toEqual([]);

    const removed = await api.app.inject({
      method: "DELETE",
      url: `/api/v1/notice/${created._id}`,
      headers: bearer(editor),
    });
    expect(removed.statusCode).toBe(200);
    expect((await getJson(api.app, `/api/v1/notice/${created._id}`)).status).toBe(404);
    expect((await api.app.inject({ url: `/api/v1/files/${sha256(second)}` })).statusCode).toBe(404);
    expect(await listed("/notice", "Minutes, final")).toEqual([]);
    expect(
      (await api.app.inject({ method: "DELETE", url: `/api/v1/notice/${created._id}`, headers: bearer(editor) }))
        .statusCode,
    ).toBe(404);

    expect(await auditActions(created._id)).toEqual([
      "notice.create",
      "notice.update",
      "notice.update",
      "notice.archive",
      "notice.unarchive",
      "notice.delete",
    ]);
    const log = await getJson(api.app, `/api/v1/audit?limit=500`, bearer(admin));
    expect(log.status).toBe(200);
    const deletion = log.json.data.entries.find(
      (entry: { action: string; target_id: string }) =>
        entry.action === "notice.delete" && entry.target_id === created._id,
    );
    expect(deletion).toMatchObject({
      actor_email: "editor@dseu.test",
      before: { title: "Minutes, final" },
      after: null,
    });
    expect(deletion.client_address).toBeTruthy();
  });

  it("lets only admins read the audit log, and nobody change it", async () => {
    expect((await getJson(api.app, "/api/v1/audit", bearer(editor))).status).toBe(403);
    expect((await getJson(api.app, "/api/v1/audit")).status).toBe(401);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await api.app.inject({ method, url: "/api/v1/audit", headers: bearer(admin) });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
  });

  it("keeps a file shared by two notices until the last of them goes", async () => {
    const pdf = await pdfWithText("Shared");
    const one = (
      await upload(admin, { fileName: "Shared one", section: "tenders" }, { name: "a.pdf", content: pdf })
    ).json().data.notice;
    const two = (
      await upload(admin, { fileName: "Shared two", section: "tenders" }, { name: "b.pdf", content: pdf })
    ).json().data.notice;
    await api.app.inject({ method: "DELETE", url: `/api/v1/notice/${one._id}`, headers: bearer(admin) });
    expect((await api.app.inject({ url: two.file.url })).statusCode).toBe(200);
    await api.app.inject({ method: "DELETE", url: `/api/v1/notice/${two._id}`, headers: bearer(admin) });
    expect((await api.app.inject({ url: two.file.url })).statusCode).toBe(404);
  });
});
