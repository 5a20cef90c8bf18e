import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { grievanceSubmissionSchema, type Grievance, type GrievanceSubmission } from "#common/api/grievance.ts";
import { createServices } from "#server/services/index.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

const day = 86_400_000;

const submission = (overrides: Partial<Record<keyof GrievanceSubmission, unknown>> = {}) =>
  grievanceSubmissionSchema.parse({
    name: "Ravi Kumar",
    email: "ravi.kumar@example.org",
    role: "student",
    campus: "pusa-i",
    category: "academic",
    subject: "Timetable clash",
    description: "Two of my papers are on the same morning.",
    ...overrides,
  });

describe.each(testEngines)("the grievance inbox: due dates, assignment and history on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let pusa: string;
  let pusaId: string;
  let dwarkaOfficerId: string;
  let editor: string;
  let editorId: string;

  const list = async (token: string, query = "") =>
    (await getJson(api.app, `/api/v1/grievances?limit=500${query}`, bearer(token))).json.data.grievances as Grievance[];
  const change = (token: string, id: string, payload: object) =>
    api.app.inject({ method: "PATCH", url: `/api/v1/grievances/${id}`, headers: bearer(token), payload });
  const submitted = async (overrides: Parameters<typeof submission>[0] = {}) => {
    const { reference } = await api.services.grievances.submit(submission(overrides));
    return (await list(admin)).find((grievance) => grievance.reference === reference)!;
  };

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin", name: "Registrar" });
    pusaId = (
      await createStaff(api.services, {
        email: "pusa@dseu.test",
        role: "grievance_officer",
        grievance_campus: "pusa-i",
        name: "Meera Iyer",
      })
    )._id;
    dwarkaOfficerId = (
      await createStaff(api.services, {
        email: "dwarka@dseu.test",
        role: "grievance_officer",
        grievance_campus: "dwarka",
      })
    )._id;
    editorId = (await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] }))._id;
    admin = await signIn(api.app, "admin@dseu.test");
    pusa = await signIn(api.app, "pusa@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
  });
  afterAll(() => api.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives each grievance a due date 21 days from filing, or as GRIEVANCE_DUE_DAYS sets, and flags it once past", async () => {
    const filed = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: filed });
    const usual = await submitted({ subject: "Due in 21 days" });
    expect(usual.due_at).toBe(new Date(filed + 21 * day).toISOString());
    expect(usual.overdue).toBe(false);
    const shorter = createServices(api.database.db, { grievanceDueDays: 7 });
    const { reference } = await shorter.grievances.submit(submission({ subject: "Due in 7 days" }));
    const week = (await list(admin)).find((grievance) => grievance.reference === reference)!;
    expect(week.due_at).toBe(new Date(filed + 7 * day).toISOString());

    // Eight days on, the week's grievance is overdue while open, and first in the inbox sorted by due date.
    vi.setSystemTime(filed + 8 * day);
    // The admin signs in again, a week later (a token lasts hours).
    const later = await signIn(api.app, "admin@dseu.test");
    const inbox = await list(later, "&sort=due");
    const open = inbox.filter((grievance) => grievance.status === "received" || grievance.status === "in_review");
    expect(inbox.slice(0, open.length)).toEqual(open);
    expect(open.map((grievance) => grievance.due_at)).toEqual(open.map((grievance) => grievance.due_at).sort());
    expect(inbox.find((grievance) => grievance.reference === reference)!.overdue).toBe(true);
    expect(inbox.find((grievance) => grievance.reference === usual.reference)!.overdue).toBe(false);

    // Resolved, it is no longer overdue, and goes after the open ones.
    expect((await change(later, week._id, { status: "resolved" })).statusCode).toBe(200);
    const after = await list(later, "&sort=due");
    const resolved = after.findIndex((grievance) => grievance.reference === reference);
    expect(after[resolved]!.overdue).toBe(false);
    expect(after.slice(resolved).every((grievance) => ["resolved", "closed"].includes(grievance.status))).toBe(true);
  });

  it("assigns a grievance to an officer of its campus, who finds it under assigned to me", async () => {
    const grievance = await submitted({ subject: "Library card" });
    const officers = (await getJson(api.app, "/api/v1/grievances/officers", bearer(admin))).json.data.officers;
    expect(officers).toEqual(
      expect.arrayContaining([
        { _id: pusaId, name: "Meera Iyer", email: "pusa@dseu.test", grievance_campus: "pusa-i" },
        expect.objectContaining({ email: "admin@dseu.test", grievance_campus: null }),
      ]),
    );
    expect(officers.map((officer: { email: string }) => officer.email)).not.toContain("editor@dseu.test");
    // An officer of one campus is offered the officers who handle it, not another campus's.
    const ownOffer = (await getJson(api.app, "/api/v1/grievances/officers", bearer(pusa))).json.data.officers;
    expect(ownOffer.map((officer: { email: string }) => officer.email)).not.toContain("dwarka@dseu.test");

    const assigned = await change(admin, grievance._id, { assigned_to: pusaId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.grievance.assigned_to).toMatchObject({ _id: pusaId, name: "Meera Iyer" });
    const mine = await list(pusa, "&assigned=me");
    expect(mine.map((one) => one.reference)).toEqual([grievance.reference]);
    expect(await list(admin, "&assigned=me")).toEqual([]);
    const history = (await getJson(api.app, `/api/v1/grievances/${grievance._id}`, bearer(pusa))).json.data.grievance
      .history;
    expect(history).toEqual([expect.objectContaining({ changed: ["assigned_to"], assigned_to: "Meera Iyer" })]);

    for (const [name, officer] of [
      ["another campus's officer", dwarkaOfficerId],
      ["an editor", editorId],
      ["no account", "0123456789abcdef01234567"],
    ]) {
      const refused = await change(admin, grievance._id, { assigned_to: officer });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.message, name).toMatch(/assigned_to must be an admin or grievance officer/);
    }
    for (const [name, payload] of [
      ["malformed id", { assigned_to: "Meera" }],
      ["hostile id", { assigned_to: "'; DROP TABLE grievance; --" }],
      ["a list", { assigned_to: [pusaId] }],
    ] as const) {
      const refused = await change(admin, grievance._id, payload);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.message, name).toMatch(/assigned_to/);
    }
    for (const query of ["assigned=someone", "sort=oldest", `assigned=${"a".repeat(300)}`]) {
      expect((await getJson(api.app, `/api/v1/grievances?${query}`, bearer(admin))).status, query).toBe(400);
    }
    expect((await getJson(api.app, "/api/v1/grievances/officers")).status).toBe(401);
    expect((await getJson(api.app, "/api/v1/grievances/officers", bearer(editor))).status).toBe(403);

    // Unassigned again: nobody's.
    expect((await change(admin, grievance._id, { assigned_to: null })).json().data.grievance.assigned_to).toBeNull();
    expect(await list(pusa, "&assigned=me")).toEqual([]);
  });

  it("keeps a history of real changes only, each with its moment, and keeps the note when none is typed", async () => {
    const grievance = await submitted({ subject: "Hostel fees" });
    const auditCount = async () =>
      (await getJson(api.app, "/api/v1/audit?action=grievance.update", bearer(admin))).json.data.pagination.total;
    expect(
      (await change(pusa, grievance._id, { status: "in_review", internal_note: "Asked the accounts office." }))
        .statusCode,
    ).toBe(200);
    expect(
      (await change(pusa, grievance._id, { status: "resolved", public_reply: "Refunded on 2 March." })).statusCode,
    ).toBe(200);
    const before = await auditCount();
    // Saved again as it is (a dialog opened and saved untouched): no entry, no history line.
    const same = await change(pusa, grievance._id, { status: "resolved", public_reply: "Refunded on 2 March." });
    expect(same.statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
    // Reopened without a new note: the earlier note stays the grievance's.
    const reopened = await change(pusa, grievance._id, { status: "in_review" });
    expect(reopened.json().data.grievance.internal_note).toBe("Asked the accounts office.");

    const history = reopened.json().data.grievance.history as Array<{ at: string; changed: string[] }>;
    expect(history.map((entry) => entry.changed)).toEqual([
      ["status", "internal_note"],
      ["status", "public_reply"],
      ["status"],
    ]);
    for (const entry of history) expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
