import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * Posts to the pages' actions as a browser sends them, behind one trusted proxy that
 * terminates HTTPS (as deploy/nginx.conf does): the origin the visitor sees is the one
 * the actions compare with, and another site's form is refused.
 */
describe("page posts behind an HTTPS proxy", () => {
  let site: TestSite;
  let client = 0;
  beforeAll(async () => {
    site = await createTestSite({ trustProxy: 1 });
  }, 180_000);
  afterAll(() => site.close());

  /** A urlencoded post from a client address of its own, through the proxy at https://dseu.example. */
  const post = (
    url: string,
    body: string,
    { origin = "https://dseu.example", address = `198.51.100.${++client}` } = {},
  ) =>
    site.app.inject({
      method: "POST",
      url,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        host: "127.0.0.1:3000",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "dseu.example",
        "x-forwarded-for": address,
      },
      payload: body,
    });

  it("a form posted from the site's own HTTPS origin reaches its action", async () => {
    const response = await post("/grievance-status", "reference=GRV-2025-000001&email=asha%40example.com");
    // No such grievance: the action looked it up and said so, on the form's page.
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('id="grievance-status"');
  });

  it("a form posted from another site is still refused", async () => {
    const response = await post("/grievance-status", "reference=GRV-2025-000001&email=asha%40example.com", {
      origin: "https://elsewhere.example",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('id="grievance-status"');
  });

  it("the reading options' cookies are Secure over HTTPS", async () => {
    const response = await post("/preferences", "textSize=large&returnTo=%2Fcourses");
    expect(response.statusCode).toBe(303);
    expect(String(response.headers["set-cookie"])).toMatch(/^text-size=large;.*; Secure$/);
  });

  it("another site's post to the reading options is refused and sets nothing", async () => {
    const response = await post("/preferences", "contrast=high&returnTo=%2F", { origin: "https://elsewhere.example" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("the reading options refuse to send a visitor to another site, and unknown values set nothing", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const response = await post("/preferences", new URLSearchParams({ textSize: "large", returnTo }).toString());
      expect(response.statusCode, returnTo).toBe(303);
      expect(response.headers["location"], returnTo).toBe("/");
    }
    const unknown = await post("/preferences", "textSize=huge&contrast=x&returnTo=%2Fcourses");
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("without returnTo, as the hydrated controls send it, the answer is the chosen cookie alone", async () => {
    const response = await post("/preferences", "contrast=high");
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toMatch(
      /^contrast=high; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly; Secure$/,
    );
  });

  it("the reading options take 60 posts a minute from one client, then answer 429", async () => {
    const address = "203.0.113.60";
    for (let sent = 0; sent < 60; sent += 1) {
      expect((await post("/preferences", "contrast=high", { address })).statusCode).toBe(200);
    }
    const refused = await post("/preferences", "contrast=high", { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.headers["set-cookie"]).toBeUndefined();
    // Another visitor is not affected.
    expect((await post("/preferences", "contrast=high")).statusCode).toBe(200);
  });

  it("a form sent back with its errors leaves out a value longer than any field takes", async () => {
    const oversized = "x".repeat(100_000);
    // Multipart, as the grievance form posts, so the body is within its 8 MB.
    const form = new FormData();
    form.append("name", oversized);
    form.append("email", "asha@example.com");
    const encoded = new Response(form);
    const response = await site.app.inject({
      method: "POST",
      url: "/alumni",
      headers: {
        "content-type": encoded.headers.get("content-type")!,
        origin: "https://dseu.example",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "dseu.example",
        "x-forwarded-for": `198.51.100.${++client}`,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('id="alumni"');
    expect(response.body).not.toContain("x".repeat(5_001));
    // What the visitor typed within bounds still comes back.
    expect(response.body).toContain("asha@example.com");
  });

  it("a status look-up on a full disk answers 503 with Retry-After and says why in either language, as the API does", async () => {
    const { db } = site.database;
    // No free page to reuse, none to add, and the last pages filled to the brim.
    await sql`vacuum`.execute(db);
    const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!;
    await sql.raw(`pragma max_page_count = ${page_count}`).execute(db);
    const filler = (size: number) =>
      db
        .insertInto("form_submission")
        .values({ id: crypto.randomUUID(), client: "x".repeat(size), form: "filler", created_at: "" })
        .execute();
    for (const size of [2000, 200, 20, 1]) {
      while (
        await filler(size).then(
          () => true,
          () => false,
        )
      );
    }
    try {
      const messages = {
        "/grievance-status": "The site cannot save anything just now. Please try again in a few minutes.",
        "/hi/grievance-status": "साइट अभी कुछ भी सहेज नहीं पा रही है। कृपया कुछ मिनट बाद फिर से प्रयास करें।",
      };
      for (const [url, message] of Object.entries(messages)) {
        const response = await post(url, "reference=GRV-2025-000001&email=asha%40example.com");
        expect(response.statusCode, url).toBe(503);
        expect(response.headers["retry-after"]).toBe("60");
        expect(response.body).toContain('id="grievance-status"');
        expect(response.body).toContain(message);
      }
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(db);
      await db.deleteFrom("form_submission").where("form", "=", "filler").execute();
    }
  });
});
