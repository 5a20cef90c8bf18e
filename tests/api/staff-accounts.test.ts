import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn, uploadNotice } from "../support/staff.ts";

describe.each(testEngines)("staff accounts and profiles on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let adminId: string;

  const send = (method: "POST" | "PATCH" | "PUT", url: string, token: string | undefined, payload: object) =>
    api.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const login = (email: string, password: string) =>
    api.app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
  const actions = async (targetId: string) =>
    (
      await api.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", targetId)
        .orderBy("created_at")
        .execute()
    ).map((entry) => entry.action);

  beforeAll(async () => {
    api = await createTestApi(engine);
    adminId = (await createStaff(api.services, { email: "admin@dseu.test", role: "admin" }))._id;
    admin = await signIn(api.app, "admin@dseu.test");
  });
  afterAll(() => api.close());

  it("lets an admin create, assign sections, disable and reset the password of an account", async () => {
    const created = await send("POST", "/api/v1/users", admin, {
      email: "New.Editor@DSEU.test",
      password: "first password of twelve",
      role: "editor",
      sections: ["news"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json().data.user;
    expect(user).toMatchObject({ email: "new.editor@dseu.test", role: "editor", sections: ["news"], disabled: false });
    expect(created.body).not.toContain("argon2");

    expect(
      (
        await send("POST", "/api/v1/users", admin, {
          email: "new.editor@dseu.test",
          password: "x".repeat(12),
          role: "editor",
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await send("POST", "/api/v1/users", admin, { email: "short@dseu.test", password: "short", role: "admin" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send("POST", "/api/v1/users", admin, { email: "x@dseu.test", password: "x".repeat(12), role: "root" }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send("POST", "/api/v1/users", admin, {
          email: "y@dseu.test",
          password: "x".repeat(12),
          role: "editor",
          sections: ["nowhere"],
        })
      ).statusCode,
    ).toBe(400);

    let editor = await signIn(api.app, "new.editor@dseu.test", "first password of twelve");
    expect((await getJson(api.app, "/api/v1/users", bearer(editor))).status).toBe(403);
    expect(
      (await send("POST", "/api/v1/users", editor, { email: "z@dseu.test", password: "x".repeat(12), role: "admin" }))
        .statusCode,
    ).toBe(403);
    expect((await getJson(api.app, "/api/v1/users")).status).toBe(401);

    const publish = () =>
      uploadNotice(api.app, editor, {
        fileName: "Tender by new editor",
        section: "tenders",
        link: "https://dseu.ac.in/t",
      });
    expect((await publish()).statusCode).toBe(403);
    const assigned = await send("PATCH", `/api/v1/users/${user._id}`, admin, { sections: ["news", "tenders"] });
    expect(assigned.json().data.user.sections).toEqual(["news", "tenders"]);
    expect((await publish()).statusCode).toBe(201);

    expect((await send("PATCH", `/api/v1/users/${user._id}`, admin, { disabled: true })).statusCode).toBe(200);
    expect((await getJson(api.app, "/api/v1/auth/me", bearer(editor))).status).toBe(401);
    expect((await login("new.editor@dseu.test", "first password of twelve")).statusCode).toBe(401);
    expect((await send("PATCH", `/api/v1/users/${user._id}`, admin, { disabled: false })).statusCode).toBe(200);
    // Disabling ended the session for good: enabling the account again does not revive its token.
    expect((await getJson(api.app, "/api/v1/auth/me", bearer(editor))).status).toBe(401);

    editor = await signIn(api.app, "new.editor@dseu.test", "first password of twelve");
    expect((await getJson(api.app, "/api/v1/auth/me", bearer(editor))).status).toBe(200);
    expect(
      (await send("PUT", `/api/v1/users/${user._id}/password`, admin, { password: "second password, longer" }))
        .statusCode,
    ).toBe(200);
    // The reset signs out sessions opened with the old password.
    expect((await getJson(api.app, "/api/v1/auth/me", bearer(editor))).status).toBe(401);
    expect((await login("new.editor@dseu.test", "first password of twelve")).statusCode).toBe(401);
    expect((await login("new.editor@dseu.test", "second password, longer")).statusCode).toBe(200);

    const listed = await getJson(api.app, "/api/v1/users", bearer(admin));
    expect(listed.json.data.users.map((account: { email: string }) => account.email)).toContain("new.editor@dseu.test");
    expect(await actions(user._id)).toEqual([
      "user.create",
      "user.change",
      "user.disable",
      "user.enable",
      "user.password",
    ]);
  });

  it("does not let an admin lock themselves out", async () => {
    expect((await send("PATCH", `/api/v1/users/${adminId}`, admin, { disabled: true })).statusCode).toBe(409);
    expect((await send("PATCH", `/api/v1/users/${adminId}`, admin, { role: "editor" })).statusCode).toBe(409);
  });

  it("lets a faculty member edit their own profile, shown on the public profile", async () => {
    const member = await api.database.db
      .selectFrom("faculty")
      .select(["id", "email"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await createStaff(api.services, { email: "prof@dseu.test", role: "faculty", faculty_id: member.id });
    const token = await signIn(api.app, "prof@dseu.test");
    const change = {
      designation: "Associate Professor",
      areas_of_expertise: ["Power electronics", "Smart grids"],
      profile: "Works on grid-scale storage.",
    };
    const response = await send("PUT", "/api/v1/faculty/me", token, change);
    expect(response.statusCode, response.body).toBe(200);
    const own = await getJson(api.app, "/api/v1/faculty/me", bearer(token));
    expect(own.json.data.faculty).toMatchObject({ _id: member.id, ...change });
    const shown = await getJson(api.app, `/api/v1/faculty/${member.id}`);
    expect(shown.json.data.faculty).toMatchObject(change);
    expect(await actions(member.id)).toEqual(["faculty.profile"]);

    expect((await send("PUT", "/api/v1/faculty/me", admin, change)).statusCode).toBe(403);
    expect((await send("PUT", "/api/v1/faculty/me", undefined, change)).statusCode).toBe(401);
    expect((await send("PUT", "/api/v1/faculty/me", token, { profile: 42 })).statusCode).toBe(400);
  });

  it("lets only the head of a department (or an admin) edit its overview", async () => {
    const head = await api.database.db
      .selectFrom("faculty")
      .innerJoin("department", "department.hod_email", "faculty.email")
      .select(["faculty.id as facultyId", "department.id as departmentId"])
      .executeTakeFirstOrThrow();
    const other = await api.database.db
      .selectFrom("department")
      .select("id")
      .where("id", "!=", head.departmentId)
      .executeTakeFirstOrThrow();
    await createStaff(api.services, { email: "hod@dseu.test", role: "faculty", faculty_id: head.facultyId });
    const token = await signIn(api.app, "hod@dseu.test");

    const overview = { overview: "The department teaches and researches applied engineering." };
    expect((await send("PUT", `/api/v1/departments/${head.departmentId}/overview`, token, overview)).statusCode).toBe(
      200,
    );
    expect((await getJson(api.app, `/api/v1/departments/${head.departmentId}`)).json.data.department.overview).toBe(
      overview.overview,
    );
    expect((await send("PUT", `/api/v1/departments/${other.id}/overview`, token, overview)).statusCode).toBe(403);
    expect((await send("PUT", `/api/v1/departments/${other.id}/overview`, admin, overview)).statusCode).toBe(200);
    expect((await send("PUT", `/api/v1/departments/${"0".repeat(24)}/overview`, admin, overview)).statusCode).toBe(404);
    expect(await actions(head.departmentId)).toEqual(["department.overview"]);
  });
});
