import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/schema.ts";
import { facultyEntries } from "#server/db/seed/academic-structure.ts";
import { campusDetails } from "#server/db/seed/campus-details.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";
import { bearer, createStaff, multipart, signIn } from "../support/staff.ts";

/** One day for both seeds, so the notices they share are the same rows. */
const today = new Date("2026-09-01T08:00:00Z");

/** What a database holds, table by table, in a form two databases can be compared in. */
async function contents(db: Kysely<Database>) {
  return {
    schools: await db.selectFrom("department_school").select(["id", "name", "abbreviation"]).orderBy("id").execute(),
    departments: await db
      .selectFrom("department")
      .select(["id", "name", "school_id", "hod_email", "overview"])
      .orderBy("id")
      .execute(),
    campuses: await db
      .selectFrom("campus")
      .select(["id", "address", "director", "director_email", "listed_programmes"])
      .orderBy("id")
      .execute(),
    faculty: await db.selectFrom("faculty").select(["id", "email", "sample"]).orderBy("id").execute(),
    programmes: await db.selectFrom("program").select(["id", "sample"]).orderBy("id").execute(),
    offerings: await db.selectFrom("program_campus").selectAll().execute(),
    notices: await db.selectFrom("notice").select(["id", "title", "section", "link", "sample"]).orderBy("id").execute(),
    files: await db.selectFrom("stored_file").select("id").orderBy("id").execute(),
  };
}

/** Every text a table of people or departments holds that names an address at the university's domain. */
async function universityAddresses(db: Kysely<Database>): Promise<string[]> {
  const faculty = await db.selectFrom("faculty").select("email").execute();
  const heads = await db.selectFrom("department").select("hod_email").where("hod_email", "is not", null).execute();
  return [...faculty.map((row) => row.email), ...heads.map((row) => row.hod_email!)].filter((email) =>
    email.endsWith("@dseu.ac.in"),
  );
}

describe.each(testEngines)("seed profiles and sample data on %s", (engine) => {
  let facts: TestDatabase;
  let api: TestApi;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    facts = await createTestDatabase(engine, { profile: "facts", today });
    api = await createTestApi(engine, {}, { profile: "demo", today });
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    admin = await signIn(api.app, "admin@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await facts?.drop();
  });

  const remove = (headers: Record<string, string>, payload: unknown) =>
    api.app.inject({ method: "POST", url: "/api/v1/sample-data/remove", headers, payload: payload as object });

  it("SEED=facts holds the published structure and campuses, the reported programmes, the portal links, and no invented person or notice", async () => {
    const held = await contents(facts.db);
    expect(held.schools.map((school) => school.abbreviation)).toEqual(
      expect.arrayContaining(facultyEntries.map((faculty) => faculty.abbreviation)),
    );
    expect(held.schools).toHaveLength(facultyEntries.length);
    expect(held.departments).toHaveLength(facultyEntries.reduce((sum, faculty) => sum + faculty.departments.length, 0));
    expect(held.departments.every((department) => department.hod_email === null && department.overview === "")).toBe(
      true,
    );
    expect(held.faculty).toEqual([]);
    // The campuses' own programmes (decision 0186), on the campuses that list them, none flagged.
    expect(held.programmes.length).toBeGreaterThan(0);
    expect(held.programmes.every((programme) => programme.sample === 0)).toBe(true);
    expect(new Set(held.offerings.map((offering) => offering.campus_id)).size).toBe(Object.keys(campusDetails).length);
    expect(held.files).toEqual([]);
    expect(held.notices.length).toBeGreaterThan(0);
    expect(held.notices.every((notice) => notice.section === "important links" && notice.link && !notice.sample)).toBe(
      true,
    );
    expect(await universityAddresses(facts.db)).toEqual([]);
    const reporting = held.campuses.filter((campus) => JSON.parse(campus.listed_programmes).length > 0);
    expect(reporting).toHaveLength(Object.keys(campusDetails).length);
  });

  it("SEED=demo flags every invented row and gives invented people addresses at example.org", async () => {
    const held = await contents(api.database.db);
    expect(held.faculty.length).toBeGreaterThan(300);
    expect(held.faculty.every((person) => person.sample === 1 && person.email.endsWith("@example.org"))).toBe(true);
    // Every programme but the campuses' own, which the facts seed has too, is invented.
    const factsProgrammes = (await contents(facts.db)).programmes;
    expect(held.programmes.filter((programme) => programme.sample === 1).length).toBeGreaterThan(50);
    expect(held.programmes.filter((programme) => programme.sample === 0)).toEqual(factsProgrammes);
    expect(held.notices.filter((notice) => notice.section !== "important links").every((notice) => notice.sample)).toBe(
      true,
    );
    expect(await universityAddresses(api.database.db)).toEqual([]);
    expect((await api.services.sampleData.counts()).faculty).toBe(held.faculty.length);
  });

  it("refuses the removal without a token, to an editor, and for a body that does not confirm it", async () => {
    expect((await remove({}, { confirm: true })).statusCode).toBe(401);
    expect((await remove(bearer("not.a.token"), { confirm: true })).statusCode).toBe(401);
    expect((await remove(bearer(editor), { confirm: true })).statusCode).toBe(403);
    expect(
      (await api.app.inject({ method: "GET", url: "/api/v1/sample-data", headers: bearer(editor) })).statusCode,
    ).toBe(403);
    for (const payload of [
      {},
      { confirm: "true" },
      { confirm: false },
      { confirm: 1 },
      { confirm: true, also: "drop table faculty" },
      [{ confirm: true }],
      { confirm: true, padding: "x".repeat(200_000) },
    ]) {
      const response = await remove(bearer(admin), payload);
      expect([400, 413], JSON.stringify(payload).slice(0, 80)).toContain(response.statusCode);
    }
    const malformed = await api.app.inject({
      method: "POST",
      url: "/api/v1/sample-data/remove",
      headers: { ...bearer(admin), "content-type": "application/json" },
      payload: '{"confirm": tru',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await api.services.sampleData.counts()).faculty).toBeGreaterThan(0);
  });

  it("an admin's removal leaves the facts seed's records, staff's own notice and the invented records staff changed, and is audit-logged", async () => {
    // Staff make three invented records their own: a programme given its syllabus, a person corrected, a notice edited.
    const [programme, person, notice] = await Promise.all(
      (["program", "faculty", "notice"] as const).map((table) =>
        api.database.db.selectFrom(table).select("id").where("sample", "=", 1).orderBy("id").executeTakeFirstOrThrow(),
      ),
    );
    const edits = [
      { method: "PATCH", url: `/api/v1/program/${programme!.id}`, payload: { intake: 90 } },
      { method: "PATCH", url: `/api/v1/faculty/${person!.id}`, payload: { surname: "Corrected" } },
    ] as const;
    for (const edit of edits) {
      const response = await api.app.inject({ ...edit, headers: bearer(admin) });
      expect(response.statusCode, response.body).toBe(200);
    }
    const noticeEdit = await multipart({ fileName: "A notice staff rewrote" });
    const edited = await api.app.inject({
      method: "PUT",
      url: `/api/v1/notice/${notice!.id}`,
      payload: noticeEdit.payload,
      headers: { ...noticeEdit.headers, ...bearer(admin) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const keptIds = [programme!.id, person!.id, notice!.id];

    const before = await api.app.inject({ method: "GET", url: "/api/v1/sample-data", headers: bearer(admin) });
    expect(before.statusCode).toBe(200);
    const counts = before.json().data.counts;
    expect(counts.kept).toEqual({ faculty: 1, programmes: 1, notices: 1 });
    // Each removed notice's file goes, but the file of the notice staff kept.
    const sampleFiles = await api.database.db
      .selectFrom("notice")
      .select("file_id")
      .distinct()
      .where("sample", "=", 1)
      .where("id", "!=", notice!.id)
      .where("file_id", "is not", null)
      .execute();
    expect(counts.files).toBe(sampleFiles.length);
    const staffNotice = {
      id: "0123456789abcdef01234567",
      title: "A notice staff published",
      section: "news",
      link: "https://dseu.ac.in/news",
      created_by: null,
      created_at: today.toISOString(),
      updated_at: today.toISOString(),
    };
    await api.database.db.insertInto("notice").values(staffNotice).execute();

    const response = await remove(bearer(admin), { confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.removed).toEqual(counts);
    expect(await api.services.sampleData.present()).toBe(false);

    const after = await contents(api.database.db);
    const expected = await contents(facts.db);
    expect(after.notices.find((row) => row.id === staffNotice.id)?.title).toBe(staffNotice.title);
    // The records staff changed stay, no longer flagged, with the notice's file.
    const kept = [...after.faculty, ...after.programmes, ...after.notices].filter((row) => keptIds.includes(row.id));
    expect(kept.map((row) => row.sample)).toEqual([0, 0, 0]);
    const withoutStaffWork = <Row extends { id: string }>(rows: Row[]) =>
      rows.filter((row) => row.id !== staffNotice.id && !keptIds.includes(row.id));
    const keptFile = await api.database.db
      .selectFrom("notice")
      .select("file_id")
      .where("id", "=", notice!.id)
      .executeTakeFirstOrThrow();
    expect({
      ...after,
      faculty: withoutStaffWork(after.faculty),
      programmes: withoutStaffWork(after.programmes),
      notices: withoutStaffWork(after.notices),
      offerings: after.offerings.filter((offering) => offering.program_id !== programme!.id),
      files: after.files.filter((file) => file.id !== keptFile.file_id),
    }).toEqual(expected);

    const audit = await api.database.db
      .selectFrom("audit_log")
      .select(["actor_email", "summary"])
      .where("action", "=", "sample-data.remove")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe("admin@dseu.test");
    expect(JSON.parse(audit[0]!.summary).before).toEqual(counts);

    const again = await remove(bearer(admin), { confirm: true });
    expect(again.json().data.removed).toEqual({
      faculty: 0,
      programmes: 0,
      notices: 0,
      files: 0,
      kept: { faculty: 0, programmes: 0, notices: 0 },
    });
  });
});
