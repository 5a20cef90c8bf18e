import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { posterImage } from "../support/images.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

const headerWrite = {
  images: [
    { image: { shipped: "enterprise-growth" }, alt_en: "Rising bars", alt_hi: "बढ़ते स्तंभ" },
    { image: { shipped: "campus-skyline" }, alt_en: "A skyline", alt_hi: "इमारतों की पंक्ति" },
  ],
};
const achievement = {
  image: { shipped: "sports" },
  title_en: "Gold at the skills olympiad",
  title_hi: "कौशल ओलंपियाड में स्वर्ण",
  text_en: "Three students won gold in welding.",
  text_hi: "तीन विद्यार्थियों ने वेल्डिंग में स्वर्ण जीता।",
};
const partner = { icon: "industry", name_en: "Delhi Metro", name_hi: "दिल्ली मेट्रो", link: "https://example.org/" };

/**
 * The home page's header pictures, achievements and partners through the API (decision
 * 0136): seeded with what the pages showed, replaced whole in a new order by an admin and
 * audited by name; refused without a token, to an editor, and for malformed, oversized and
 * hostile input, with nothing written.
 */
describe.each(testEngines)("the home page's lists through the API on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;

  const send = (method: "PUT" | "POST", url: string, token: string | undefined, payload: unknown, type?: string) =>
    api.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(token ? bearer(token) : {}),
        "content-type": type ?? "application/json",
      },
      payload: typeof payload === "string" || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
  /** What a refused write must not change: the audit log, the stored files and the lists. */
  const footprint = async () => ({
    audit: Number(
      (
        await api.database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    ),
    files: Number(
      (
        await api.database.db
          .selectFrom("stored_file")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    ),
    items: await api.database.db
      .selectFrom("home_block_item")
      .selectAll()
      .orderBy("block")
      .orderBy("position")
      .execute(),
  });

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(api.services, {
      email: "editor@dseu.test",
      role: "editor",
      sections: ["news"],
      page_groups: ["about", "academics", "admission", "governance"],
    });
    admin = await signIn(api.app, "registrar@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
  });
  afterAll(() => api.close());

  it("starts with what the pages showed: three header drawings, five achievements, six partners, in both languages", async () => {
    const header = await getJson(api.app, "/api/v1/home/header-images", bearer(admin));
    expect(header.status).toBe(200);
    expect(header.json.data.images.map((entry: { image: { shipped: string } }) => entry.image.shipped)).toEqual([
      "campus-skyline",
      "skills-geometry",
      "enterprise-growth",
    ]);
    expect(header.json.data.images[0].alt_hi).toMatch(/^चित्रण/);
    const achievements = (await getJson(api.app, "/api/v1/home/achievements", bearer(admin))).json.data.achievements;
    expect(achievements).toHaveLength(5);
    expect(achievements[0]).toMatchObject({ title_en: "Record placements", title_hi: "रिकॉर्ड प्लेसमेंट" });
    const partners = (await getJson(api.app, "/api/v1/home/partners", bearer(admin))).json.data.partners;
    expect(partners.map((entry: { icon: string }) => entry.icon)).toEqual([
      "industry",
      "government",
      "skill-councils",
      "incubators",
      "academia",
      "community",
    ]);
  });

  it("resizes a picture to its block's shape: header 720 × 240 and 360 × 120, achievement 1200 × 600 and 600 × 300", async () => {
    for (const [use, large, small] of [
      ["header", [720, 240], [360, 120]],
      ["achievement", [1200, 600], [600, 300]],
    ] as const) {
      const response = await send("POST", `/home/images?for=${use}`, admin, await posterImage("jpeg"), "image/jpeg");
      expect(response.statusCode, response.body).toBe(201);
      const { image } = response.json().data;
      expect(image).toMatchObject({ width: large[0], height: large[1] });
      const file = await api.app.inject(image.url);
      expect(file.headers["cache-control"]).toBe(
        "public, max-age=31536000, immutable, s-maxage=1, stale-while-revalidate=1",
      );
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: "webp",
        width: large[0],
        height: large[1],
      });
      const smallFile = await api.app.inject(image.small_url);
      expect(await sharp(smallFile.rawPayload).metadata()).toMatchObject({ width: small[0], height: small[1] });
    }
  });

  it("replaces each list whole in the order given, with an uploaded picture, audited by the person's name", async () => {
    const uploaded = (
      await send("POST", "/home/images?for=header", admin, await posterImage("png"), "image/png")
    ).json().data.image;
    const header = await send("PUT", "/home/header-images", admin, {
      images: [
        ...headerWrite.images,
        { image: { id: uploaded.id, small_id: uploaded.small_id }, alt_en: "Our lab", alt_hi: "हमारी प्रयोगशाला" },
      ],
    });
    expect(header.statusCode, header.body).toBe(200);
    expect(header.json().data.images.map((entry: { alt_en: string }) => entry.alt_en)).toEqual([
      "Rising bars",
      "A skyline",
      "Our lab",
    ]);
    expect(header.json().data.images[2].image).toEqual({
      shipped: null,
      uploaded: { ...uploaded },
    });

    const achievements = await send("PUT", "/home/achievements", admin, {
      achievements: [achievement, { ...achievement, image: { shipped: "research" }, title_en: "Second" }],
    });
    expect(achievements.statusCode, achievements.body).toBe(200);
    expect(achievements.json().data.achievements.map((entry: { title_en: string }) => entry.title_en)).toEqual([
      "Gold at the skills olympiad",
      "Second",
    ]);
    // Moved: the same entries in another order.
    const moved = await send("PUT", "/home/partners", admin, {
      partners: [{ ...partner, icon: "academia", name_en: "IIT Delhi", link: "/about-us" }, partner],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api.services.home.partners()).map((entry) => entry.name_en)).toEqual(["IIT Delhi", "Delhi Metro"]);

    const log = (await getJson(api.app, "/api/v1/audit?limit=3", bearer(admin))).json.data.entries;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      "home.partners",
      "home.achievements",
      "home.header-images",
    ]);
    expect(log[0]).toMatchObject({
      actor_name: "Registrar",
      target_name: "partners",
      after: {
        entries: [
          expect.objectContaining({ name_en: "IIT Delhi" }),
          expect.objectContaining({ name_en: "Delhi Metro" }),
        ],
      },
    });
    expect(log[2].before.entries).toContainEqual(
      expect.objectContaining({ alt_en: "Illustration: a skyline of campus buildings at sunrise" }),
    );

    // No partners: the block goes.
    expect((await send("PUT", "/home/partners", admin, { partners: [] })).statusCode).toBe(200);
    expect(await api.services.home.partners()).toEqual([]);
  });

  it("refuses without a token, to an editor, and malformed, oversized and hostile lists, writing nothing", async () => {
    const before = await footprint();
    const jpeg = await posterImage("jpeg");
    for (const [url, body] of [
      ["/home/header-images", headerWrite],
      ["/home/achievements", { achievements: [achievement] }],
      ["/home/partners", { partners: [partner] }],
    ] as const) {
      expect((await send("PUT", url, undefined, body)).statusCode, url).toBe(401);
      expect((await send("PUT", url, editor, body)).statusCode, url).toBe(403);
      expect((await getJson(api.app, `/api/v1${url}`, bearer(editor))).status, url).toBe(403);
    }
    expect((await send("POST", "/home/images?for=header", undefined, jpeg, "image/jpeg")).statusCode).toBe(401);
    expect((await send("POST", "/home/images?for=header", editor, jpeg, "image/jpeg")).statusCode).toBe(403);
    const unknownUse = await send("POST", "/home/images?for=banner", admin, jpeg, "image/jpeg");
    expect(unknownUse.statusCode).toBe(400);
    expect(unknownUse.json().error.message).toMatch(/poster, header, achievement/);

    const refused: Array<[string, string, unknown, number, RegExp?]> = [
      ["malformed JSON", "/home/header-images", "{nope", 400],
      ["no pictures", "/home/header-images", { images: [] }, 400, /at least one picture/],
      ["seven pictures", "/home/header-images", { images: Array(7).fill(headerWrite.images[0]) }, 400, /at most 6/],
      [
        "a shipped picture that does not exist",
        "/home/header-images",
        { images: [{ ...headerWrite.images[0], image: { shipped: "../../etc/passwd" } }] },
        400,
      ],
      [
        "a picture never uploaded",
        "/home/header-images",
        { images: [{ ...headerWrite.images[0], image: { id: "a".repeat(64), small_id: "b".repeat(64) } }] },
        400,
        /not one uploaded/,
      ],
      [
        "a Hindi alt text in Latin letters",
        "/home/header-images",
        { images: [{ ...headerWrite.images[0], alt_hi: "Skyline" }] },
        400,
        /Devanagari/,
      ],
      [
        "a title over two lines",
        "/home/achievements",
        { achievements: [{ ...achievement, title_en: "One\nTwo" }] },
        400,
        /one line/,
      ],
      [
        "a title of 81 characters",
        "/home/achievements",
        { achievements: [{ ...achievement, title_en: "x".repeat(81) }] },
        400,
        /at most 80/,
      ],
      ["an unknown field", "/home/achievements", { achievements: [{ ...achievement, colour: "red" }] }, 400],
      ["a javascript: link", "/home/partners", { partners: [{ ...partner, link: "javascript:alert(1)" }] }, 400],
      ["a protocol-relative link", "/home/partners", { partners: [{ ...partner, link: "//evil.example" }] }, 400],
      ["an unknown drawing", "/home/partners", { partners: [{ ...partner, icon: "logo.png" }] }, 400],
      ["25 partners", "/home/partners", { partners: Array(25).fill(partner) }, 400, /at most 24/],
      ["a list that is not a list", "/home/partners", { partners: { 0: partner } }, 400],
      ["a version that is a number", "/home/partners", { partners: [partner], version: 12 }, 400],
      [
        "a version that is not one answered",
        "/home/partners",
        { partners: [partner], version: "'; drop table x" },
        400,
        /16 hexadecimal digits/,
      ],
      ["a 2 MB body", "/home/partners", { partners: [{ ...partner, name_en: "x".repeat(2 * 1024 * 1024) }] }, 413],
    ];
    for (const [label, url, payload, status, message] of refused) {
      const response = await send("PUT", url, admin, payload);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().status, label).toBe("error");
      if (message) expect(response.json().error.message, label).toMatch(message);
    }
    expect(await footprint()).toEqual(before);
  });

  it("refuses a save made to a list another admin has saved since, keeping the other's list whole", async () => {
    for (const [url, field, first, second] of [
      ["/home/partners", "partners", [partner], [{ ...partner, name_en: "Delhi Transport" }]],
      ["/home/achievements", "achievements", [achievement], [{ ...achievement, title_en: "Silver in plumbing" }]],
      ["/home/header-images", "images", headerWrite.images, headerWrite.images.slice(1)],
    ] as const) {
      // Two admins open the list: both read the same version.
      const read = (await getJson(api.app, `/api/v1${url}`, bearer(admin))).json.data;
      expect(read.version, url).toMatch(/^[0-9a-f]{16}$/);
      const saved = await send("PUT", url, admin, { [field]: first, version: read.version });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.version, url).not.toBe(read.version);
      expect((await getJson(api.app, `/api/v1${url}`, bearer(admin))).json.data.version, url).toBe(
        saved.json().data.version,
      );

      // The second saves what they edited from the version they read: refused, nothing written.
      const before = await footprint();
      const late = await send("PUT", url, admin, { [field]: second, version: read.version });
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json().error.message, url).toMatch(/changed by someone else after you opened them/);
      expect(await footprint(), url).toEqual(before);

      // Read again, their save goes through; a write naming no version (an earlier client) replaces whatever is there.
      const again = await send("PUT", url, admin, { [field]: second, version: saved.json().data.version });
      expect(again.statusCode, again.body).toBe(200);
      expect((await send("PUT", url, admin, { [field]: first })).statusCode, url).toBe(200);
    }
  });

  it("keeps a script in a name as text, for React to show as text", async () => {
    const hostile = { ...partner, name_en: "<script>alert(1)</script>" };
    const response = await send("PUT", "/home/partners", admin, { partners: [hostile] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await api.services.home.partners())[0]?.name_en).toBe("<script>alert(1)</script>");
  });
});
