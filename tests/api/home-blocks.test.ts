import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { pixelBomb, posterImage } from "../support/images.ts";
import { bearer, createStaff, pdfWithText, signIn } from "../support/staff.ts";

const popupWrite = {
  enabled: true,
  poster: null,
  link: "/admission",
  alt_en: "Poster: admissions open for 2026",
  alt_hi: "पोस्टर: 2026 के लिए प्रवेश खुले",
  show_from: null,
  show_until: null,
};

describe.each(testEngines)("the home page's event pop-up through the API on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;

  const upload = (body: Buffer | string, token: string | undefined, contentType = "image/png") =>
    api.app.inject({
      method: "POST",
      url: "/api/v1/home/images",
      headers: { ...(token ? bearer(token) : {}), "content-type": contentType },
      payload: body,
    });
  const save = (token: string | undefined, payload: unknown) =>
    api.app.inject({
      method: "PUT",
      url: "/api/v1/home/event-popup",
      headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const counts = async () => {
    const count = async (table: "audit_log" | "stored_file") =>
      Number(
        (
          await api.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      audit: await count("audit_log"),
      files: await count("stored_file"),
      popup: await api.database.db.selectFrom("event_popup").selectAll().executeTakeFirstOrThrow(),
    };
  };

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(api.services, {
      email: "editor@dseu.test",
      role: "editor",
      sections: ["news"],
      page_groups: ["about", "academics", "admission"],
    });
    admin = await signIn(api.app, "registrar@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
  });
  afterAll(() => api.close());

  it("starts with today's pop-up: on, the shipped poster and its alt text in both languages", async () => {
    const { status, json } = await getJson(api.app, "/api/v1/home/event-popup", bearer(admin));
    expect(status).toBe(200);
    expect(json.data.popup).toMatchObject({ enabled: true, poster: null, link: null, show_from: null });
    expect(json.data.popup.alt_en).toMatch(/^Poster: DSEU Campus Life/);
    expect(json.data.popup.alt_hi).toMatch(/^पोस्टर/);
  });

  it("takes a poster in each accepted format, resized to the pop-up's sizes and served for a year by its hash", async () => {
    for (const format of ["png", "jpeg", "webp", "avif"] as const) {
      const response = await upload(await posterImage(format), admin, `image/${format}`);
      expect(response.statusCode, `${format}: ${response.body}`).toBe(201);
      const { image: poster } = response.json().data;
      expect(poster).toMatchObject({ width: 800, height: 1000 });
      expect(poster.url).toBe(`/api/v1/files/${poster.id}`);
      const large = await api.app.inject(poster.url);
      expect(large.statusCode).toBe(200);
      expect(large.headers["content-type"]).toBe("image/webp");
      expect(large.headers["cache-control"]).toBe(
        "public, max-age=31536000, immutable, s-maxage=1, stale-while-revalidate=1",
      );
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: "webp", width: 800, height: 1000 });
      const small = await api.app.inject(poster.small_url);
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 400, height: 500 });
    }
  });

  it("saves the pop-up as an admin, audited by name, and reads back the poster and dates", async () => {
    const { image: poster } = (await upload(await posterImage("jpeg"), admin, "image/jpeg")).json().data;
    const response = await save(admin, {
      ...popupWrite,
      poster: { id: poster.id, small_id: poster.small_id },
      show_from: "2026-01-01",
      show_until: "2030-12-31",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.popup).toMatchObject({
      enabled: true,
      poster: { id: poster.id, small_url: poster.small_url, width: 800, height: 1000 },
      link: "/admission",
      show_until: "2030-12-31",
    });
    const log = await getJson(api.app, "/api/v1/audit?limit=1", bearer(admin));
    expect(log.json.data.entries[0]).toMatchObject({
      action: "home.event-popup",
      actor_name: "Registrar",
      target_name: "event pop-up",
      after: { enabled: true, poster: poster.id },
    });
    const off = await save(admin, { ...popupWrite, enabled: false });
    expect(off.json().data.popup).toMatchObject({ enabled: false, poster: null });
    expect(await api.services.home.shownEventPopup()).toBeNull();
  });

  it("refuses a save made to the pop-up another admin has saved since, keeping the other's settings", async () => {
    const read = (await getJson(api.app, "/api/v1/home/event-popup", bearer(admin))).json.data.popup;
    const first = await save(admin, { ...popupWrite, link: "/admission", updated_at: read.updated_at });
    expect(first.statusCode, first.body).toBe(200);

    const before = await counts();
    const late = await save(admin, { ...popupWrite, link: "/alumni", updated_at: read.updated_at });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error.message).toMatch(/changed by someone else after you opened it/);
    expect(await counts()).toEqual(before);

    const again = await save(admin, {
      ...popupWrite,
      link: "/alumni",
      updated_at: first.json().data.popup.updated_at,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.popup.link).toBe("/alumni");
    expect((await save(admin, { ...popupWrite, updated_at: "x".repeat(41) })).statusCode).toBe(400);
  });

  it("refuses without a token, to an editor, and malformed, oversized and hostile input, writing nothing", async () => {
    const before = await counts();
    const png = await posterImage("png");
    expect((await upload(png, undefined)).statusCode).toBe(401);
    expect((await save(undefined, popupWrite)).statusCode).toBe(401);
    expect((await upload(png, editor)).statusCode).toBe(403);
    expect((await save(editor, popupWrite)).statusCode).toBe(403);
    expect((await getJson(api.app, "/api/v1/home/event-popup", bearer(editor))).status).toBe(403);

    const uploads: Array<[string, Buffer | string, number, RegExp, string?]> = [
      ["an empty body", "", 400, /image as the body/],
      ["a PDF renamed .png", Buffer.from(await pdfWithText("not a picture")), 415, /JPEG, PNG, WebP or AVIF/],
      ["an SVG with a script", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 415, /./],
      ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), 415, /./],
      ["a damaged PNG", png.subarray(0, 200), 400, /could not be read/],
      ["a 20 MB image", Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 413, /./],
      ["50,000 by 50,000 pixels", await pixelBomb(), 400, /pixel limit/],
      ["a text body", "just text", 415, /./, "text/plain"],
    ];
    for (const [label, body, status, message, contentType] of uploads) {
      const response = await upload(body, admin, contentType);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().error.message, label).toMatch(message);
    }

    const writes: Array<[string, unknown, number]> = [
      ["malformed JSON", "{nope", 400],
      ["no alt text", { ...popupWrite, alt_en: "" }, 400],
      ["a Hindi alt text in Latin letters", { ...popupWrite, alt_hi: "Poster" }, 400],
      ["a javascript: link", { ...popupWrite, link: "javascript:alert(1)" }, 400],
      ["a protocol-relative link", { ...popupWrite, link: "//evil.example/" }, 400],
      // A browser takes a backslash for a slash, and drops a tab or a line break from an address.
      ["a link to another site through a backslash", { ...popupWrite, link: "/\\evil.example" }, 400],
      ["a backslash later in the path", { ...popupWrite, link: "/admission\\..\\..\\x" }, 400],
      ["a tab between the slashes", { ...popupWrite, link: "/\t/evil.example" }, 400],
      ["a line break between the slashes", { ...popupWrite, link: "/\n/evil.example" }, 400],
      ["an http link", { ...popupWrite, link: "http://example.org/" }, 400],
      ["dates the wrong way round", { ...popupWrite, show_from: "2026-05-02", show_until: "2026-05-01" }, 400],
      ["a date in another form", { ...popupWrite, show_from: "02/05/2026" }, 400],
      ["an unknown field", { ...popupWrite, colour: "red" }, 400],
      ["a poster never uploaded", { ...popupWrite, poster: { id: "a".repeat(64), small_id: "b".repeat(64) } }, 400],
      ["a poster id that is not a hash", { ...popupWrite, poster: { id: "../etc/passwd", small_id: "x" } }, 400],
      ["a 2 MB body", { ...popupWrite, alt_en: "x".repeat(2 * 1024 * 1024) }, 413],
    ];
    for (const [label, payload, status] of writes) {
      const response = await save(admin, payload);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().status, label).toBe("error");
    }
    expect(await counts()).toEqual(before);
  });

  it("shows a link saved before backslashes were refused as no link at all", async () => {
    await api.database.db.updateTable("event_popup").set({ link: "/\\evil.example", enabled: 1 }).execute();
    api.services.cache.invalidate();
    const { json } = await getJson(api.app, "/api/v1/home/event-popup", bearer(admin));
    expect(json.data.popup).toMatchObject({ enabled: true, link: null });
    expect((await api.services.home.shownEventPopup())?.link).toBeNull();
  });
});
