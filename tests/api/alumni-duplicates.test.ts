import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alumniRegistrationSchema } from "#common/api/grievance.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

const registration = (overrides: Record<string, unknown>) =>
  alumniRegistrationSchema.parse({
    name: "Ravi Kumar",
    programme: "B.Tech Mechanical",
    year_of_passing: 2020,
    email: "ravi@example.org",
    consent: true,
    ...overrides,
  });

describe.each(testEngines)("alumni duplicates and their merge on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let officer: string;
  let editor: string;
  const ids: Record<"first" | "sameEmail" | "sameNameAndYear" | "unrelated", string> = {
    first: "",
    sameEmail: "",
    sameNameAndYear: "",
    unrelated: "",
  };

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "officer@dseu.test", role: "grievance_officer" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    admin = await signIn(api.app, "admin@dseu.test");
    officer = await signIn(api.app, "officer@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
    const posted = {
      first: registration({}),
      sameEmail: registration({ name: "R. Kumar", current_organisation: "Maruti Suzuki" }),
      sameNameAndYear: registration({ name: "ravi kumar", email: "ravi.kumar@example.com", programme: "B.Tech" }),
      unrelated: registration({ name: "Ravi Kumar", year_of_passing: 2015, email: "other.ravi@example.org" }),
    };
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) {
      await api.services.alumni.register(posted[key]);
      const row = await api.database.db
        .selectFrom("alumni_registration")
        .select("id")
        .where("email", "=", posted[key].email)
        .where("name", "=", posted[key].name)
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
  });
  afterAll(() => api.close());

  it("counts the registrations with the same email, or the same name and year, as possible duplicates", async () => {
    const { json } = await getJson(api.app, "/api/v1/alumni", bearer(admin));
    const counts = Object.fromEntries(
      (json.data.alumni as Array<{ _id: string; other_registrations: number }>).map((row) => [
        row._id,
        row.other_registrations,
      ]),
    );
    expect(counts).toEqual({
      [ids.first]: 2,
      [ids.sameEmail]: 1,
      [ids.sameNameAndYear]: 1,
      [ids.unrelated]: 0,
    });
    const one = await getJson(api.app, `/api/v1/alumni/${ids.first}`, bearer(admin));
    expect(one.json.data.alumni.other_registrations).toBe(2);
  });

  it("shows a registration beside its possible duplicates, saying what they share", async () => {
    const { status, json } = await getJson(api.app, `/api/v1/alumni/${ids.first}/duplicates`, bearer(admin));
    expect(status).toBe(200);
    expect(json.data.registration._id).toBe(ids.first);
    const shared = Object.fromEntries(
      json.data.duplicates.map((row: { _id: string; same: string[] }) => [row._id, row.same]),
    );
    expect(shared).toEqual({ [ids.sameEmail]: ["email"], [ids.sameNameAndYear]: ["name_and_year"] });
    expect(json.data.duplicates).toContainEqual(
      expect.objectContaining({ _id: ids.sameEmail, current_organisation: "Maruti Suzuki", status: "new" }),
    );
  });

  it("refuses to merge a registration that is not a possible duplicate, and changes nothing", async () => {
    const before = await api.database.db.selectFrom("alumni_registration").selectAll().orderBy("id").execute();
    const response = await api.app.inject({
      method: "POST",
      url: `/api/v1/alumni/${ids.sameNameAndYear}/merge`,
      headers: bearer(admin),
      payload: { duplicates: [ids.first, ids.sameEmail] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(ids.sameEmail);
    expect(await api.database.db.selectFrom("alumni_registration").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("keeps one registration, verified, and rejects the others as its duplicates, audited", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: `/api/v1/alumni/${ids.first}/merge`,
      headers: bearer(admin),
      payload: { duplicates: [ids.sameEmail, ids.sameNameAndYear] },
    });
    expect(response.statusCode).toBe(200);
    const { registration: kept, duplicates } = response.json().data;
    expect(kept).toMatchObject({ _id: ids.first, status: "verified", name: "Ravi Kumar", current_organisation: null });
    for (const duplicate of duplicates) {
      expect(duplicate.status).toBe("rejected");
      expect(duplicate.internal_note).toContain(`id ${ids.first}`);
    }
    // Nothing was copied: each keeps its own details.
    expect(duplicates).toContainEqual(
      expect.objectContaining({ _id: ids.sameEmail, name: "R. Kumar", current_organisation: "Maruti Suzuki" }),
    );

    const audit = await api.database.db
      .selectFrom("audit_log")
      .select(["action", "target_id", "actor_email"])
      .where("target_type", "=", "alumni_registration")
      .orderBy("target_id")
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "alumni.update", target_id: ids.first, actor_email: "admin@dseu.test" },
        { action: "alumni.merge", target_id: ids.sameEmail, actor_email: "admin@dseu.test" },
        { action: "alumni.merge", target_id: ids.sameNameAndYear, actor_email: "admin@dseu.test" },
      ]),
    );
    expect(audit).toHaveLength(3);
  });

  it("leaves the merged registrations as they are when the public posts the same details again", async () => {
    await api.services.alumni.register(registration({ current_organisation: "Someone else's company" }));
    const kept = await getJson(api.app, `/api/v1/alumni/${ids.first}`, bearer(admin));
    expect(kept.json.data.alumni).toMatchObject({ status: "verified", current_organisation: null });
    const { json } = await getJson(api.app, "/api/v1/alumni?status=new", bearer(admin));
    expect(json.data.alumni).toHaveLength(2);
    expect(json.data.alumni).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ current_organisation: "Someone else's company", other_registrations: 3 }),
        expect.objectContaining({ _id: ids.unrelated }),
      ]),
    );
  });

  it("refuses the duplicates and the merge to anyone but an admin", async () => {
    const urls = [`/api/v1/alumni/${ids.first}/duplicates`, `/api/v1/alumni/${ids.first}/merge`];
    for (const [index, url] of urls.entries()) {
      const method = index === 0 ? "GET" : "POST";
      const payload = index === 0 ? undefined : { duplicates: [ids.unrelated] };
      expect((await api.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      for (const token of [officer, editor]) {
        expect((await api.app.inject({ method, url, payload, headers: bearer(token) })).statusCode, url).toBe(403);
      }
    }
  });

  it("refuses malformed and oversized merges with 400, unknown registrations with 404", async () => {
    const merge = (id: string, payload: unknown) =>
      api.app.inject({
        method: "POST",
        url: `/api/v1/alumni/${id}/merge`,
        headers: { ...bearer(admin), "content-type": "application/json" },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
    for (const payload of [
      {},
      { duplicates: [] },
      { duplicates: "all" },
      { duplicates: ["1; drop table alumni_registration"] },
      { duplicates: Array.from({ length: 51 }, (_, index) => index.toString(16).padStart(24, "0")) },
      "{not json",
    ]) {
      expect((await merge(ids.first, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await merge("not-an-id", { duplicates: [ids.unrelated] })).statusCode).toBe(400);
    expect((await merge("f".repeat(24), { duplicates: [ids.unrelated] })).statusCode).toBe(404);
    expect((await getJson(api.app, `/api/v1/alumni/${"f".repeat(24)}/duplicates`, bearer(admin))).status).toBe(404);
  });
});
