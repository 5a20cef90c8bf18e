import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "node-html-parser";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grievanceSubmissionSchema, type GrievanceSubmission } from "#common/api/grievance.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, pdfWithText, signIn, staffPassword } from "../support/staff.ts";

const submission = (overrides: Partial<Record<keyof GrievanceSubmission, unknown>> = {}) =>
  grievanceSubmissionSchema.parse({
    name: "Asha Verma",
    email: "asha.verma@example.org",
    phone: "+91 98100 00000",
    role: "student",
    campus: "pusa-i",
    category: "examination",
    subject: "Marks missing from the result",
    description: "My practical marks are not in the semester result.",
    ...overrides,
  });

describe.each(testEngines)("grievance officers on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let pusaOfficer: string;
  let everyCampusOfficer: string;
  let editor: string;
  let faculty: string;
  const ids: Record<"pusa" | "pusaWithFile" | "dwarka" | "noCampus", string> = {
    pusa: "",
    pusaWithFile: "",
    dwarka: "",
    noCampus: "",
  };
  let attachment: Uint8Array;

  const idOf = async (reference: string) =>
    (
      await api.database.db
        .selectFrom("grievance")
        .select("id")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "pusa@dseu.test", role: "grievance_officer", grievance_campus: "pusa-i" });
    await createStaff(api.services, { email: "every@dseu.test", role: "grievance_officer" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    await createStaff(api.services, { email: "faculty@dseu.test", role: "faculty" });
    admin = await signIn(api.app, "admin@dseu.test");
    pusaOfficer = await signIn(api.app, "pusa@dseu.test");
    everyCampusOfficer = await signIn(api.app, "every@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
    faculty = await signIn(api.app, "faculty@dseu.test");
    attachment = await pdfWithText("Mark sheet");
    const submitted = {
      pusa: await api.services.grievances.submit(submission()),
      pusaWithFile: await api.services.grievances.submit(submission({ subject: "With the mark sheet" }), {
        name: "marks.pdf",
        content: Buffer.from(attachment),
      }),
      dwarka: await api.services.grievances.submit(submission({ campus: "dwarka", subject: "Dwarka's hostel" }), {
        name: "hostel.pdf",
        content: Buffer.from(attachment),
      }),
      noCampus: await api.services.grievances.submit(submission({ campus: undefined, subject: "No campus given" })),
    };
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) ids[key] = await idOf(submitted[key].reference);
  });
  afterAll(() => api.close());

  const references = (json: { data: { grievances: Array<{ reference: string; subject: string }> } }) =>
    json.data.grievances.map((grievance) => grievance.subject).sort();

  it("signs a grievance officer in with its role and campus", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "pusa@dseu.test", password: staffPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: "GrievanceOfficer",
      data: { user: { role: "grievance_officer", grievance_campus: "pusa-i" } },
    });
  });

  it("shows a campus officer only that campus's grievances, and refuses another campus's filter", async () => {
    const own = await getJson(api.app, "/api/v1/grievances", bearer(pusaOfficer));
    expect(own.status).toBe(200);
    expect(references(own.json)).toEqual(["Marks missing from the result", "With the mark sheet"]);
    expect(own.json.data.pagination.total).toBe(2);

    const named = await getJson(api.app, "/api/v1/grievances?campus=pusa-i&status=received", bearer(pusaOfficer));
    expect(named.json.data.pagination.total).toBe(2);

    const other = await getJson(api.app, "/api/v1/grievances?campus=dwarka", bearer(pusaOfficer));
    expect(other.status).toBe(403);
    expect(other.json.status).toBe("error");

    const csv = await api.app.inject({ url: "/api/v1/grievances/export.csv", headers: bearer(pusaOfficer) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("With the mark sheet");
    expect(csv.body).not.toContain("Dwarka's hostel");
    expect(csv.body).not.toContain("No campus given");
  });

  it("shows an all-campus officer and an admin every grievance, narrowed by the campus filter", async () => {
    for (const token of [everyCampusOfficer, admin]) {
      const every = await getJson(api.app, "/api/v1/grievances", bearer(token));
      expect(every.json.data.pagination.total).toBe(4);
      const dwarka = await getJson(api.app, "/api/v1/grievances?campus=dwarka", bearer(token));
      expect(references(dwarka.json)).toEqual(["Dwarka's hostel"]);
    }
  });

  it("lets a campus officer open the attachment, reply and resolve, with the history of it", async () => {
    const file = await api.app.inject({
      url: `/api/v1/grievances/${ids.pusaWithFile}/attachment`,
      headers: bearer(pusaOfficer),
    });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, Buffer.from(attachment))).toBe(0);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="marks.pdf"');
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    const patch = (change: object) =>
      api.app.inject({
        method: "PATCH",
        url: `/api/v1/grievances/${ids.pusaWithFile}`,
        headers: bearer(pusaOfficer),
        payload: change,
      });
    expect((await patch({ status: "in_review", internal_note: "Asked the examination cell" })).statusCode).toBe(200);
    const resolved = await patch({ status: "resolved", public_reply: "Your practical marks are now in the result." });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.grievance).toMatchObject({
      status: "resolved",
      public_reply: "Your practical marks are now in the result.",
      internal_note: "Asked the examination cell",
    });

    const detail = await getJson(api.app, `/api/v1/grievances/${ids.pusaWithFile}`, bearer(pusaOfficer));
    expect(detail.json.data.grievance).toMatchObject({
      phone: "+91 98100 00000",
      campus: "pusa-i",
      role: "student",
      category: "examination",
      attachment: { name: "marks.pdf", content_type: "application/pdf" },
    });
    expect(detail.json.data.grievance.history).toMatchObject([
      {
        by: "pusa@dseu.test",
        changed: ["status", "internal_note"],
        previous_status: "received",
        status: "in_review",
        public_reply: null,
      },
      {
        by: "pusa@dseu.test",
        changed: ["status", "public_reply"],
        previous_status: "in_review",
        status: "resolved",
        public_reply: "Your practical marks are now in the result.",
      },
    ]);

    const reference = detail.json.data.grievance.reference as string;
    const seen = await api.services.grievances.status(reference, "Asha.Verma@example.org");
    expect(seen).toMatchObject({ status: "resolved", public_reply: "Your practical marks are now in the result." });
  });

  it("refuses every read and write of another campus's grievance, and changes nothing", async () => {
    const before = await api.database.db
      .selectFrom("grievance")
      .select(["status", "public_reply", "internal_note", "updated_at"])
      .where("id", "in", [ids.dwarka, ids.noCampus])
      .orderBy("id")
      .execute();
    for (const id of [ids.dwarka, ids.noCampus]) {
      for (const url of [`/api/v1/grievances/${id}`, `/api/v1/grievances/${id}/attachment`]) {
        const read = await getJson(api.app, url, bearer(pusaOfficer));
        expect(read.status, url).toBe(404);
        expect(JSON.stringify(read.json), url).not.toContain("Dwarka");
      }
      const write = await api.app.inject({
        method: "PATCH",
        url: `/api/v1/grievances/${id}`,
        headers: bearer(pusaOfficer),
        payload: { status: "closed", public_reply: "Closed by the wrong campus" },
      });
      expect(write.statusCode).toBe(404);
    }
    const after = await api.database.db
      .selectFrom("grievance")
      .select(["status", "public_reply", "internal_note", "updated_at"])
      .where("id", "in", [ids.dwarka, ids.noCampus])
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);
    const audit = await api.database.db
      .selectFrom("audit_log")
      .select("id")
      .where("target_id", "in", [ids.dwarka, ids.noCampus])
      .execute();
    expect(audit).toEqual([]);
  });

  it("gives a grievance officer nothing else an admin can do", async () => {
    const refused = [
      ["GET", "/api/v1/alumni"],
      ["GET", "/api/v1/users"],
      ["GET", "/api/v1/audit"],
      ["POST", "/api/v1/users"],
      ["GET", "/api/v1/faculty/me"],
    ] as const;
    for (const [method, url] of refused) {
      const response = await api.app.inject({ method, url, headers: bearer(pusaOfficer), payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("refuses grievances to anyone signed out, to editors and faculty, and to a bad token", async () => {
    const urls = [
      "/api/v1/grievances",
      "/api/v1/grievances/export.csv",
      `/api/v1/grievances/${ids.pusa}`,
      `/api/v1/grievances/${ids.pusa}/attachment`,
    ];
    for (const url of urls) {
      expect((await getJson(api.app, url)).status, url).toBe(401);
      expect((await getJson(api.app, url, bearer("not.a.token"))).status, url).toBe(401);
      expect((await getJson(api.app, url, bearer(editor))).status, url).toBe(403);
      expect((await getJson(api.app, url, bearer(faculty))).status, url).toBe(403);
    }
    for (const token of [undefined, editor, faculty]) {
      const response = await api.app.inject({
        method: "PATCH",
        url: `/api/v1/grievances/${ids.pusa}`,
        headers: token ? bearer(token) : {},
        payload: { status: "closed" },
      });
      expect(response.statusCode).toBe(token ? 403 : 401);
    }
    const untouched = await getJson(api.app, `/api/v1/grievances/${ids.pusa}`, bearer(admin));
    expect(untouched.json.data.grievance.status).toBe("received");
  });

  it("refuses malformed, hostile and oversized input with 400 or 413", async () => {
    for (const query of ["campus=nowhere", "campus=pusa-i'%20or%20'1'='1", "status=done", "page=0", "limit=501"]) {
      const response = await getJson(api.app, `/api/v1/grievances?${query}`, bearer(pusaOfficer));
      expect(response.status, query).toBe(400);
    }
    expect((await getJson(api.app, "/api/v1/grievances/..%2F..%2Fusers", bearer(pusaOfficer))).status).toBe(400);
    const patch = (payload: unknown, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: "PATCH",
        url: `/api/v1/grievances/${ids.pusa}`,
        headers: { ...bearer(pusaOfficer), ...headers },
        payload: payload as string,
      });
    expect((await patch({ status: "deleted" })).statusCode).toBe(400);
    expect((await patch({ public_reply: "x".repeat(10_001) })).statusCode).toBe(400);
    expect((await patch({ public_reply: 42 })).statusCode).toBe(400);
    expect((await patch("{not json", { "content-type": "application/json" })).statusCode).toBe(400);
    expect((await patch({ public_reply: "x".repeat(3 * 1024 * 1024) })).statusCode).toBe(413);

    // Markup is stored and answered as the text it is.
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const stored = await patch({ public_reply: hostile });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.grievance.public_reply).toBe(hostile);
  });

  it("lets an admin make and change grievance officers, with a campus only for them", async () => {
    const create = (payload: object) =>
      api.app.inject({ method: "POST", url: "/api/v1/users", headers: bearer(admin), payload });
    const created = await create({
      email: "okhla@dseu.test",
      password: staffPassword,
      role: "grievance_officer",
      grievance_campus: "okhla-ii",
    });
    expect(created.statusCode).toBe(201);
    const officer = created.json().data.user;
    expect(officer).toMatchObject({ role: "grievance_officer", grievance_campus: "okhla-ii" });

    const wrongCampus = await create({
      email: "mars@dseu.test",
      password: staffPassword,
      role: "grievance_officer",
      grievance_campus: "mars",
    });
    expect(wrongCampus.statusCode).toBe(400);
    const editorWithCampus = await create({
      email: "editor2@dseu.test",
      password: staffPassword,
      role: "editor",
      grievance_campus: "dwarka",
    });
    expect(editorWithCampus.json().data.user.grievance_campus).toBeNull();

    const change = (payload: object, token = admin) =>
      api.app.inject({ method: "PATCH", url: `/api/v1/users/${officer._id}`, headers: bearer(token), payload });
    expect((await change({ grievance_campus: "dwarka" })).json().data.user.grievance_campus).toBe("dwarka");
    expect((await change({ grievance_campus: null })).json().data.user.grievance_campus).toBeNull();
    expect((await change({ grievance_campus: "dwarka" }, pusaOfficer)).statusCode).toBe(403);
    const toEditor = await change({ role: "editor", sections: ["news"] });
    expect(toEditor.json().data.user).toMatchObject({ role: "editor", grievance_campus: null });
    expect((await change({ role: "reviewer" })).statusCode).toBe(400);
  });
});

/**
 * SQLite keeps the role's check in the table's definition, so 0014 makes staff_user again:
 * an account made before it must come through, with the new role allowed and others not.
 * (PostgreSQL changes the constraint in place; every suite above makes officers on it.)
 */
describe("migration 0014 on SQLite", () => {
  it("keeps the accounts made before it and lets the new role in", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-migration-"));
    const database = openDatabase({ engine: "sqlite", file: path.join(directory, "test.sqlite") });
    try {
      const migrator = new Migrator({ db: database.db, provider: migrationProvider });
      const names = Object.keys(await migrationProvider.getMigrations()).sort();
      const { error } = await migrator.migrateTo(names[names.indexOf("0014-grievance-officers") - 1]!);
      expect(error).toBeUndefined();
      await sql`insert into staff_user (id, email, password_hash, role, created_at, updated_at)
        values ('a0a0a0a0a0a0a0a0a0a0a0a0', 'before@dseu.test', 'hash', 'editor', '2025-01-01', '2025-01-01')`.execute(
        database.db,
      );
      expect(await migrateToLatest(database)).toContain("0014-grievance-officers");
      const kept = await database.db.selectFrom("staff_user").select(["email", "role"]).execute();
      expect(kept).toEqual([{ email: "before@dseu.test", role: "editor" }]);
      await database.db
        .updateTable("staff_user")
        .set({ role: "grievance_officer", grievance_campus: "dwarka" })
        .execute();
      await expect(
        database.db
          .updateTable("staff_user")
          .set({ role: "superuser" as "admin" })
          .execute(),
      ).rejects.toThrow(/constraint/i);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
      expect(foreignKeys.rows).toEqual([{ foreign_keys: 1 }]);
    } finally {
      await database.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("a grievance officer's reply on the citizen's status page", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite({ trustProxy: 1 });
  }, 180_000);
  afterAll(() => site.close());

  it("shows the reply the officer gave, on the page the citizen looks it up on", async () => {
    await createStaff(site.services, {
      email: "pusa@dseu.test",
      role: "grievance_officer",
      grievance_campus: "pusa-i",
    });
    const officer = await signIn(site.app, "pusa@dseu.test");
    const { reference } = await site.services.grievances.submit(submission());
    const { grievances } = await site.services.grievances.list({ page: 1, limit: 10 }, { campus: "pusa-i" });
    const id = grievances.find((grievance) => grievance.reference === reference)?._id;
    const reply = "Your practical marks were added on 3 March.";
    const patched = await site.app.inject({
      method: "PATCH",
      url: `/api/v1/grievances/${id}`,
      headers: bearer(officer),
      payload: { status: "resolved", public_reply: reply },
    });
    expect(patched.statusCode).toBe(200);

    const page = await site.app.inject({
      method: "POST",
      url: "/grievance-status",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://dseu.example",
        host: "127.0.0.1:3000",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "dseu.example",
        "x-forwarded-for": "198.51.100.7",
      },
      payload: new URLSearchParams({ reference, email: "asha.verma@example.org" }).toString(),
    });
    expect(page.statusCode).toBe(200);
    const main = parse(page.body).querySelector("main");
    expect(main?.textContent).toContain(reply);
    expect(main?.textContent).toContain(reference);
  });
});
