import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

const structure = {
  "1": {
    semesters: [
      { semester: 1, courses: [{ code: "RB101", title: "Robot kinematics", credits: 4 }] },
      { semester: 2, courses: [{ code: "RB102", title: "Sensors and actuators", credits: 3.5 }] },
    ],
  },
};

describe.each(testEngines)("programme edits through the API on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let academicEditor: string;
  let admissionEditor: string;
  let programId: string;

  const patch = (id: string, token: string | undefined, payload: unknown) =>
    api.app.inject({
      method: "PATCH",
      url: `/api/v1/program/${id}`,
      headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const row = () =>
    api.database.db.selectFrom("program").selectAll().where("id", "=", programId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(api.services, {
      email: "academics@dseu.test",
      role: "editor",
      name: "Academic section",
      page_groups: ["academics"],
    });
    await createStaff(api.services, { email: "admissions@dseu.test", role: "editor", page_groups: ["admission"] });
    admin = await signIn(api.app, "registrar@dseu.test");
    academicEditor = await signIn(api.app, "academics@dseu.test");
    admissionEditor = await signIn(api.app, "admissions@dseu.test");
    // An invented programme, with its code and department.
    programId = (
      await api.database.db
        .selectFrom("program")
        .select("id")
        .where("code", "is not", null)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => api.close());

  it("changes names, duration, intake, eligibility and structure; the public API shows it at once, audited by name", async () => {
    // Read first, so the read caches hold the old programme.
    expect((await getJson(api.app, `/api/v1/program/id/${programId}`)).status).toBe(200);
    const response = await patch(programId, academicEditor, {
      name: "B.Tech. in Robotics",
      name_hi: "रोबोटिक्स में बी.टेक.",
      duration: "4 years",
      intake: 90,
      eligibility: "10+2 with Physics and Mathematics",
      eligibility_hi: "भौतिकी और गणित के साथ 10+2",
      years: structure,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      name: "B.Tech. in Robotics",
      name_hi: "रोबोटिक्स में बी.टेक.",
      duration: "4 years",
      intake: 90,
      eligibility: "10+2 with Physics and Mathematics",
      years: structure,
    };
    expect(response.json().data.program).toMatchObject(expected);
    expect((await getJson(api.app, `/api/v1/program/id/${programId}`)).json.data.program).toMatchObject(expected);

    const log = await getJson(api.app, "/api/v1/audit?limit=1", bearer(admin));
    expect(log.json.data.entries[0]).toMatchObject({
      action: "program.update",
      actor_name: "Academic section",
      target_id: programId,
      target_name: "B.Tech. in Robotics",
    });

    // Blank texts clear; null unpublishes the structure; fields left out stay.
    const cleared = await patch(programId, admin, { eligibility_hi: " ", years: null, intake: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.program).toMatchObject({
      name: "B.Tech. in Robotics",
      eligibility: "10+2 with Physics and Mathematics",
      eligibility_hi: null,
      intake: null,
      years: null,
    });
  });

  it("refuses without a token, to editors without the academic pages, and malformed or oversized bodies", async () => {
    const before = await row();
    expect((await patch(programId, undefined, { duration: "2 years" })).statusCode).toBe(401);
    const refused = await patch(programId, admissionEditor, { duration: "2 years" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/academic pages/);
    const course = { code: "C1", title: "A course", credits: 3 };
    const refusals: Array<[string, unknown, number]> = [
      ["malformed JSON", "{nope", 400],
      ["an empty name", { name: "" }, 400],
      ["a Hindi name in Latin letters", { name_hi: "Robotics" }, 400],
      ["a negative intake", { intake: -1 }, 400],
      ["a fractional intake", { intake: 1.5 }, 400],
      ["year 7", { years: { "7": structure["1"] } }, 400],
      ["a year without semesters", { years: { "1": { semesters: [] } } }, 400],
      ["an empty structure", { years: {} }, 400],
      [
        "a course without a title",
        { years: { "1": { semesters: [{ semester: 1, courses: [{ code: "C1" }] }] } } },
        400,
      ],
      [
        "31 courses in a semester",
        { years: { "1": { semesters: [{ semester: 1, courses: Array.from({ length: 31 }, () => course) }] } } },
        400,
      ],
      ["a note instead of a structure", { years: "coming soon" }, 400],
      ["an unknown field", { sample: 0 }, 400],
      ["a code with markup", { code: "<b>X</b>" }, 400],
      ["a code too long", { code: "C".repeat(21) }, 400],
      ["an empty department", { department_id: "" }, 400],
      ["an unknown department", { department_id: "ffffffffffffffffffffffff" }, 400],
      ["a 2 MB body", { eligibility: "x".repeat(2 * 1024 * 1024) }, 413],
    ];
    for (const [label, payload, status] of refusals) {
      const response = await patch(programId, admin, payload);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().status, label).toBe("error");
    }
    expect((await patch("ffffffffffffffffffffffff", admin, { duration: "2 years" })).statusCode).toBe(404);
    expect((await patch("not-an-id", admin, { duration: "2 years" })).statusCode).toBe(400);
    expect(await row()).toEqual(before);
  });

  it("completes a programme a campus reported: its code, department and duration, each refused when taken or unknown", async () => {
    const reported = await api.database.db
      .selectFrom("program")
      .select("id")
      .where("code", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const department = await api.database.db.selectFrom("department").select(["id", "name"]).executeTakeFirstOrThrow();
    const taken = await patch(reported.id, admin, { code: (await row()).code });
    expect(taken.statusCode, taken.body).toBe(409);
    const response = await patch(reported.id, academicEditor, {
      code: "DCE-R",
      department_id: department.id,
      duration: "3 years",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.program).toMatchObject({
      code: "DCE-R",
      dept_id: { _id: department.id, name: department.name },
      duration: "3 years",
    });
    // Cleared again, the page says each is to be published.
    const cleared = await patch(reported.id, admin, { code: "", department_id: null, duration: "" });
    expect(cleared.json().data.program).toMatchObject({ code: null, dept_id: null, duration: null });
  });

  it("keeps a script in a name as text", async () => {
    const response = await patch(programId, admin, { name: "<script>alert(1)</script>" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.program.name).toBe("<script>alert(1)</script>");
  });
});
