import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

/** A real picture of the given size and type, as a camera or an editor would save it. */
function picture(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return image.toFormat(format).toBuffer();
}

describe.each(testEngines)("officials, committees, campuses and holidays through the API on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let governanceEditor: string;
  let admissionEditor: string;
  let dwarkaEditor: string;
  let faculty: string;

  const send = (
    method: "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    token: string | undefined,
    payload?: object | string | Buffer,
    contentType?: string,
  ) =>
    api.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(payload === undefined
          ? {}
          : { "content-type": contentType ?? (Buffer.isBuffer(payload) ? "image/jpeg" : "application/json") }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === "object" && !Buffer.isBuffer(payload) ? JSON.stringify(payload) : payload }),
    });
  const auditCount = async () =>
    Number(
      (
        await api.database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    api = await createTestApi(engine, {}, { profile: "facts" });
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(api.services, {
      email: "governance@dseu.test",
      role: "editor",
      name: "Governance cell",
      page_groups: ["governance"],
    });
    await createStaff(api.services, { email: "admissions@dseu.test", role: "editor", page_groups: ["admission"] });
    await createStaff(api.services, {
      email: "dwarka@dseu.test",
      role: "editor",
      name: "Dwarka office",
      page_groups: ["campus-dwarka"],
    });
    await createStaff(api.services, { email: "teacher@dseu.test", role: "faculty" });
    admin = await signIn(api.app, "registrar@dseu.test");
    governanceEditor = await signIn(api.app, "governance@dseu.test");
    admissionEditor = await signIn(api.app, "admissions@dseu.test");
    dwarkaEditor = await signIn(api.app, "dwarka@dseu.test");
    faculty = await signIn(api.app, "teacher@dseu.test");
  });
  afterAll(() => api.close());

  it("seeds the five offices, naming only the Chancellor (by office), and the 2026 holidays", async () => {
    const { status, json } = await getJson(api.app, "/api/v1/officials");
    expect(status).toBe(200);
    const officials = json.data.officials as Array<{ _id: string; name_en: string | null; name_hi: string | null }>;
    expect(officials.map((official) => official._id)).toEqual([
      "chancellor",
      "vice-chancellor",
      "registrar",
      "coe",
      "cof",
    ]);
    expect(officials[0]).toMatchObject({ name_en: "The Lieutenant Governor of Delhi", name_hi: "दिल्ली के उपराज्यपाल" });
    for (const official of officials.slice(1)) expect(official).toMatchObject({ name_en: null, name_hi: null });
    const committees = (await getJson(api.app, "/api/v1/committees")).json.data.committees;
    expect(committees).toHaveLength(7);
    for (const committee of committees) expect(committee.members).toEqual([]);
    const calendar = (await getJson(api.app, "/api/v1/holidays?year=2026")).json.data.calendar;
    expect(calendar.holidays).toHaveLength(17);
    expect(calendar.holidays[0]).toMatchObject({ date: "2026-01-26", name_en: "Republic Day", name_hi: "गणतंत्र दिवस" });
  });

  it("names the Vice-Chancellor, with a photo resized to the page's sizes, audited by the editor's name", async () => {
    const change = {
      name_en: "Prof. Asha Rao",
      name_hi: "प्रो. आशा राव",
      email: "vc@dseu.ac.in",
      phone: "011 2345 6789",
    };
    const answer = await send("PATCH", "/officials/vice-chancellor", governanceEditor, change);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.official).toMatchObject(change);

    const photo = await send("PUT", "/officials/vice-chancellor/photo", governanceEditor, await picture(1200, 900));
    expect(photo.statusCode).toBe(200);
    const { url, small_url } = photo.json().data.official.photo;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{64}$/);
    const served = await api.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    const small = await api.app.inject(small_url);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });
    // PNG and WebP are taken too.
    expect((await send("PUT", "/officials/registrar/photo", admin, await picture(50, 50, "png"))).statusCode).toBe(200);
    expect(
      (await send("PUT", "/officials/registrar/photo", admin, await picture(50, 50, "webp"), "image/webp")).statusCode,
    ).toBe(200);

    const audit = (await getJson(api.app, "/api/v1/audit?limit=10", bearer(admin))).json.data.entries;
    expect(audit.find((entry: { action: string }) => entry.action === "official.update")).toMatchObject({
      actor_name: "Governance cell",
      target_name: "Prof. Asha Rao",
    });
    // Clearing the name says "not yet published" again.
    const cleared = await send("PATCH", "/officials/registrar", admin, { name_en: null });
    expect(cleared.json().data.official.name_en).toBeNull();
  });

  it("refuses officials' writes without a token, to faculty and to editors of other groups, leaving nothing", async () => {
    const before = await auditCount();
    const change = { name_en: "Someone" };
    expect((await send("PATCH", "/officials/registrar", undefined, change)).statusCode).toBe(401);
    expect((await send("PATCH", "/officials/registrar", faculty, change)).statusCode).toBe(403);
    const refused = await send("PATCH", "/officials/registrar", admissionEditor, change);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("governance");
    expect((await send("PUT", "/officials/registrar/photo", dwarkaEditor, await picture(10, 10))).statusCode).toBe(403);
    expect(
      (await send("POST", "/committees/court/members", admissionEditor, { name_en: "X", designation_en: "Member" }))
        .statusCode,
    ).toBe(403);
    expect(await auditCount()).toBe(before);
    expect((await getJson(api.app, "/api/v1/officials/registrar")).json.data.official.name_en).toBeNull();
  });

  it("puts the officers in a new order for an admin or a governance editor only, audited; refuses bad lists", async () => {
    const seeded = ["chancellor", "vice-chancellor", "registrar", "coe", "cof"];
    const order = ["vice-chancellor", "chancellor", "cof", "coe", "registrar"];
    const before = await auditCount();
    expect((await send("PUT", "/officials/order", undefined, { officials: order })).statusCode).toBe(401);
    expect((await send("PUT", "/officials/order", faculty, { officials: order })).statusCode).toBe(403);
    const refused = await send("PUT", "/officials/order", admissionEditor, { officials: order });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("governance");
    for (const [label, payload] of [
      ["one office missing", { officials: seeded.slice(1) }],
      ["an office twice", { officials: [...seeded.slice(1), "registrar"] }],
      ["an unknown office", { officials: [...seeded.slice(1), "dean"] }],
      ["a hostile id", { officials: [...seeded.slice(1), "<script>alert(1)</script>"] }],
      ["not a list", { officials: "chancellor" }],
      ["an unknown field", { officials: seeded, extra: 1 }],
      ["malformed JSON", "{nope"],
      ["a thousand ids", { officials: Array(1000).fill("chancellor") }],
    ] as const) {
      const answer = await send("PUT", "/officials/order", admin, payload);
      expect(answer.statusCode, label).toBe(400);
      expect(answer.json().status, label).toBe("error");
    }
    expect(await auditCount()).toBe(before);
    const listed = async () =>
      (await getJson(api.app, "/api/v1/officials")).json.data.officials.map((entry: { _id: string }) => entry._id);
    expect(await listed()).toEqual(seeded);

    const saved = await send("PUT", "/officials/order", governanceEditor, { officials: order });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.officials.map((entry: { _id: string }) => entry._id)).toEqual(order);
    expect(await listed()).toEqual(order);
    const [entry] = (await getJson(api.app, "/api/v1/audit?limit=1", bearer(admin))).json.data.entries;
    expect(entry).toMatchObject({
      action: "official.reorder",
      actor_name: "Governance cell",
      target_name: "officers",
      before: { officials: seeded },
      after: { officials: order },
    });
    expect((await send("PUT", "/officials/order", admin, { officials: seeded })).statusCode).toBe(200);
    expect(await listed()).toEqual(seeded);
  });

  it("refuses every other kind of write to an editor outside its group, leaving nothing", async () => {
    const member = await api.services.officials.addMember(
      { ...(await api.services.accounts.list()).find((user) => user.role === "admin")! },
      { id: null, email: "test", address: null },
      "court",
      {
        name_en: "Shri Ravi Das",
        name_hi: null,
        designation_en: "Member",
        designation_hi: null,
        email: null,
        phone: null,
      },
    );
    const holiday = (await getJson(api.app, "/api/v1/holidays?year=2026")).json.data.calendar.holidays[0];
    const before = await auditCount();
    const jpeg = await picture(20, 20);
    const refusals: Array<[string, string, object | Buffer | undefined]> = [
      ["DELETE", "/officials/registrar/photo", undefined],
      ["PATCH", `/committees/court/members/${member._id}`, { designation_en: "Chair" }],
      ["PUT", `/committees/court/members/${member._id}/photo`, jpeg],
      ["PUT", "/committees/court/order", { members: [member._id] }],
      ["DELETE", `/committees/court/members/${member._id}`, undefined],
      ["PUT", "/campus/dwarka/photo", jpeg],
      ["DELETE", "/campus/dwarka/photo", undefined],
      ["PATCH", `/holidays/${holiday._id}`, { name_en: "Changed" }],
      ["DELETE", `/holidays/${holiday._id}`, undefined],
    ];
    for (const [method, url, payload] of refusals) {
      const answer = await send(method as "PATCH", url, admissionEditor, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().error.message, `${method} ${url}`).toMatch(/may not change/);
    }
    expect(await auditCount()).toBe(before);
  });

  it("answers a JSON body over 1 MB with 413 before reading it", async () => {
    const answer = await send("PATCH", "/campus/dwarka", admin, JSON.stringify({ address: "x".repeat(1_100_000) }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().status).toBe("error");
  });

  it("refuses malformed, oversized and hostile bodies with a clear 4xx, never a 500", async () => {
    const cases: Array<[string, string, object | string, number]> = [
      ["PATCH", "/officials/dean", { name_en: "X" }, 400],
      ["PATCH", "/officials/registrar", {}, 400],
      ["PATCH", "/officials/registrar", "{not json", 400],
      ["PATCH", "/officials/registrar", { name_en: "x".repeat(121) }, 400],
      ["PATCH", "/officials/registrar", { name_en: "Line\nbreak" }, 400],
      ["PATCH", "/officials/registrar", { name_hi: "English only" }, 400],
      ["PATCH", "/officials/registrar", { email: "not-an-email" }, 400],
      ["PATCH", "/officials/registrar", { phone: "call me" }, 400],
      ["PATCH", "/officials/registrar", { role: "admin" }, 400],
      ["POST", "/committees/court/members", { designation_en: "Member" }, 400],
      ["POST", "/committees/senate/members", { name_en: "X", designation_en: "Member" }, 400],
      ["PATCH", "/committees/court/members/123", { name_en: "X" }, 400],
      ["PUT", "/committees/court/order", { members: ["zz"] }, 400],
      ["PATCH", "/campus/dwarka", { phone: "x".repeat(50) }, 400],
      ["PATCH", "/campus/dwarka", { maps_url: "javascript:alert(1)" }, 400],
      ["PATCH", "/campus/dwarka", { address_hi: "Sector 9, Dwarka" }, 400],
      ["PATCH", "/campus/dwarka", { address_hi: "सेक्टर 9\nद्वारका" }, 400],
      ["PATCH", "/campus/dwarka", { address_hi: "द".repeat(401) }, 400],
      ["PATCH", "/campus/dwarka", { listed_programmes: ["B.Tech", "B.Tech"] }, 400],
      ["PATCH", "/campus/dwarka", { listed_programmes: Array.from({ length: 61 }, (_, i) => `P${i}`) }, 400],
      ["PATCH", "/campus/no-such-campus", { phone: "011 2345 6789" }, 404],
      ["POST", "/holidays", { date: "2026-02-30", name_en: "X", name_hi: "एक्स" }, 400],
      ["POST", "/holidays", { date: "2026-03-01", name_en: "X", name_hi: "X" }, 400],
      ["PATCH", "/holidays/000000000000000000000000", { name_en: "X" }, 404],
      ["PUT", "/officials/registrar/photo", { photo: "not bytes" }, 400],
    ];
    for (const [method, url, payload, status] of cases) {
      const answer = await send(method as "POST", url, admin, payload);
      expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(answer.json().status).toBe("error");
      expect(answer.json().error.message.length).toBeGreaterThan(5);
    }
    // A picture must be one by its content: a script sent as a JPEG is 415; a GIF's type is refused unread.
    const script = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    expect((await send("PUT", "/officials/registrar/photo", admin, script, "image/jpeg")).statusCode).toBe(415);
    expect((await send("PUT", "/officials/registrar/photo", admin, script, "image/svg+xml")).statusCode).toBe(415);
    // A truncated JPEG has the right magic bytes but no picture.
    const cut = (await picture(400, 400)).subarray(0, 200);
    expect((await send("PUT", "/campus/dwarka/photo", admin, cut)).statusCode).toBe(400);
    const oversized = await send("PUT", "/campus/dwarka/photo", admin, Buffer.alloc(9 * 1024 * 1024, 1));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().status).toBe("error");
  });

  it("adds, changes, reorders and removes committee members; a script in a name is kept as text", async () => {
    const add = async (name_en: string) =>
      (
        await send("POST", "/committees/board-of-management/members", governanceEditor, {
          name_en,
          designation_en: "Member",
        })
      ).json().data.member;
    const chair = await add("Prof. Asha Rao");
    const member = await add("<script>alert(1)</script>");
    expect(member).toMatchObject({ name_en: "<script>alert(1)</script>", position: 2 });
    const changed = await send("PATCH", `/committees/board-of-management/members/${chair._id}`, governanceEditor, {
      designation_en: "Chairperson",
      designation_hi: "अध्यक्ष",
    });
    expect(changed.json().data.member).toMatchObject({ designation_en: "Chairperson", designation_hi: "अध्यक्ष" });
    // The member belongs to its own committee: the same id under another is not found.
    expect((await send("PATCH", `/committees/court/members/${chair._id}`, admin, { name_en: "X" })).statusCode).toBe(
      404,
    );

    const stale = await send("PUT", "/committees/board-of-management/order", governanceEditor, {
      members: [member._id],
    });
    expect(stale.statusCode).toBe(409);
    const ordered = await send("PUT", "/committees/board-of-management/order", governanceEditor, {
      members: [member._id, chair._id],
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.committee.members.map((entry: { _id: string }) => entry._id)).toEqual([
      member._id,
      chair._id,
    ]);

    // ICC's page is a student-life page: a governance editor may not change its members.
    expect(
      (await send("POST", "/committees/icc/members", governanceEditor, { name_en: "X", designation_en: "Member" }))
        .statusCode,
    ).toBe(403);

    const removed = await send("DELETE", `/committees/board-of-management/members/${member._id}`, governanceEditor);
    expect(removed.statusCode).toBe(200);
    const listed = (await getJson(api.app, "/api/v1/committees/board-of-management")).json.data.committee.members;
    expect(listed.map((entry: { name_en: string }) => entry.name_en)).toEqual(["Prof. Asha Rao"]);
    const actions = (await getJson(api.app, "/api/v1/audit?limit=20", bearer(admin))).json.data.entries.map(
      (entry: { action: string }) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "committee.member.add",
        "committee.member.update",
        "committee.reorder",
        "committee.member.remove",
      ]),
    );
  });

  it("changes a campus for an admin or the campus's own editor only, and its photo", async () => {
    const change = {
      phone: "+91 11 2345 6789",
      email: "dwarka.campus@dseu.ac.in",
      listed_programmes: ["B.Tech Computer Science", "Diploma in Civil Engineering"],
    };
    expect((await send("PATCH", "/campus/dwarka", undefined, change)).statusCode).toBe(401);
    expect((await send("PATCH", "/campus/dwarka", faculty, change)).statusCode).toBe(403);
    expect((await send("PATCH", "/campus/dwarka", admissionEditor, change)).statusCode).toBe(403);
    const other = await send("PATCH", "/campus/okhla-ii", dwarkaEditor, change);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toContain("campus-okhla-ii");

    const answer = await send("PATCH", "/campus/dwarka", dwarkaEditor, change);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.campus).toMatchObject(change);
    const listed = (await getJson(api.app, "/api/v1/campus")).json.data.campuses.find(
      (campus: { slug: string }) => campus.slug === "dwarka",
    );
    expect(listed).toMatchObject(change);

    const photo = await send("PUT", "/campus/dwarka/photo", dwarkaEditor, await picture(3000, 2000));
    expect(photo.statusCode).toBe(200);
    const { image, image_small } = photo.json().data.campus;
    expect(await sharp((await api.app.inject(image)).rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 800,
    });
    expect(await sharp((await api.app.inject(image_small)).rawPayload).metadata()).toMatchObject({ width: 640 });
    const audit = (await getJson(api.app, "/api/v1/audit?limit=5", bearer(admin))).json.data.entries;
    expect(audit.find((entry: { action: string }) => entry.action === "campus.update")).toMatchObject({
      actor_name: "Dwarka office",
      target_name: expect.stringContaining("Dwarka"),
    });
  });

  it("adds, changes and removes holidays for admins and academics editors only", async () => {
    const holiday = { date: "2027-01-26", name_en: "Republic Day", name_hi: "गणतंत्र दिवस" };
    expect((await send("POST", "/holidays", undefined, holiday)).statusCode).toBe(401);
    expect((await send("POST", "/holidays", faculty, holiday)).statusCode).toBe(403);
    expect((await send("POST", "/holidays", admissionEditor, holiday)).statusCode).toBe(403);
    const added = await send("POST", "/holidays", admin, holiday);
    expect(added.statusCode).toBe(201);
    const id = added.json().data.holiday._id;
    const calendar = (await getJson(api.app, "/api/v1/holidays?year=2027")).json.data.calendar;
    expect(calendar).toMatchObject({ year: 2027, years: [2026, 2027], holidays: [{ _id: id, ...holiday }] });
    const changed = await send("PATCH", `/holidays/${id}`, admin, { name_en: "Republic Day (India)" });
    expect(changed.json().data.holiday.name_en).toBe("Republic Day (India)");
    expect((await send("DELETE", `/holidays/${id}`, admin)).statusCode).toBe(200);
    expect((await getJson(api.app, "/api/v1/holidays?year=2027")).json.data.calendar.holidays).toEqual([]);
    expect((await getJson(api.app, "/api/v1/holidays?year=1800")).status).toBe(400);
  });
});
