import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { alumniRegistrationSchema, grievanceSubmissionSchema } from "#common/api/grievance.ts";
import { newCommitteeMemberSchema } from "#common/api/officials.ts";
import { commandLineActor } from "#server/services/audit-service.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { switchedOffEventPopup } from "../support/home-blocks.ts";
import { bearer, createStaff, multipart, signIn } from "../support/staff.ts";
import { refusedTokens } from "../support/tokens.ts";

type Role = "admin" | "faculty";
type Write = {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** As the OpenAPI document spells it, `{id}` and all. */
  route: string;
  url: string;
  /** Whose valid token the write succeeds with. */
  role: Role;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The answer to the same request with that valid token. */
  succeeds: number;
};

const expiredMessage = "Your session has expired. please log in again!";

describe.each(testEngines)("staff writes with a missing, forged, expired or revoked token on %s", (engine) => {
  let api: TestApi;
  let writes: Write[];
  const emails: Record<Role, string> = { admin: "admin@dseu.test", faculty: "hod@dseu.test" };

  /** What a refused write must not have left: audit entries, revocations, rows changed. */
  const footprint = async () => {
    const count = async (table: "audit_log" | "revoked_token" | "notice" | "staff_user" | "page_revision") =>
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
      revoked: await count("revoked_token"),
      notices: await count("notice"),
      accounts: await count("staff_user"),
      revisions: await count("page_revision"),
      updated: await Promise.all(
        (
          [
            "grievance",
            "alumni_registration",
            "staff_user",
            "notice",
            "faculty",
            "department",
            "program",
            "event_popup",
          ] as const
        ).map(
          async (table) =>
            (
              await api.database.db
                .selectFrom(table)
                .select((eb) => eb.fn.max("updated_at").as("latest"))
                .executeTakeFirstOrThrow()
            ).latest,
        ),
      ),
    };
  };

  beforeAll(async () => {
    api = await createTestApi(engine);
    const { db } = api.database;
    const head = await db
      .selectFrom("faculty")
      .innerJoin("department", "department.hod_email", "faculty.email")
      .select(["faculty.id as facultyId", "department.id as departmentId"])
      .executeTakeFirstOrThrow();
    await createStaff(api.services, { email: emails.admin, role: "admin" });
    await createStaff(api.services, { email: emails.faculty, role: "faculty", faculty_id: head.facultyId });
    const editor = await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    const notice = await db.selectFrom("notice").select("id").executeTakeFirstOrThrow();
    await api.services.grievances.submit(
      grievanceSubmissionSchema.parse({
        name: "Asha Verma",
        email: "asha@example.org",
        role: "student",
        category: "academic",
        subject: "Timetable",
        description: "The timetable is missing.",
      }),
    );
    const grievance = await db.selectFrom("grievance").select("id").executeTakeFirstOrThrow();
    await api.services.alumni.register(
      alumniRegistrationSchema.parse({
        name: "Ravi Kumar",
        programme: "B.Tech",
        year_of_passing: "2021",
        email: "ravi@example.org",
        consent: true,
      }),
    );
    // The same person again, for the merge.
    await api.services.alumni.register(
      alumniRegistrationSchema.parse({
        name: "Ravi Kumar",
        programme: "B.Tech",
        year_of_passing: "2021",
        email: "ravi.kumar@example.org",
        consent: true,
      }),
    );
    const [alumni, duplicate] = await db.selectFrom("alumni_registration").select("id").orderBy("id").execute();
    const history = await db
      .selectFrom("page_revision")
      .where("path", "=", "/about-us/history")
      .where("language", "=", "en")
      .select((eb) => eb.fn.max("number").as("latest"))
      .executeTakeFirstOrThrow();
    const member = await api.services.officials.addMember(
      { ...editor, role: "admin" },
      commandLineActor,
      "court",
      newCommitteeMemberSchema.parse({ name_en: "Token check", designation_en: "Member" }),
    );
    const photo = { "content-type": "image/jpeg" };
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const christmas = await db
      .selectFrom("holiday")
      .select("id")
      .where("date", "=", "2026-12-25")
      .executeTakeFirstOrThrow();
    const department = await db.selectFrom("department").select("id").executeTakeFirstOrThrow();
    const program = await db.selectFrom("program").select("id").executeTakeFirstOrThrow();
    const facultyCsv = Buffer.from(
      `email,firstname,surname,department,designation\ntoken.check@example.org,Token,Check,${department.id},Lecturer\n`,
    );
    const upload = await multipart({ fileName: "Token check", section: "news", link: "https://dseu.ac.in/" });
    const edit = await multipart({ fileName: "Token check, edited" });

    writes = [
      { method: "POST", route: "/auth/logout", url: "/auth/logout", role: "admin", succeeds: 200 },
      {
        method: "POST",
        route: "/notice/upload",
        url: "/notice/upload",
        role: "admin",
        payload: upload.payload,
        headers: upload.headers,
        succeeds: 201,
      },
      {
        method: "PUT",
        route: "/notice/{id}",
        url: `/notice/${notice.id}`,
        role: "admin",
        payload: edit.payload,
        headers: edit.headers,
        succeeds: 200,
      },
      {
        method: "PATCH",
        route: "/notice/{id}",
        url: `/notice/${notice.id}`,
        role: "admin",
        payload: { archive: true },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/notice/{id}/text",
        url: `/notice/${notice.id}/text`,
        role: "admin",
        payload: { markdown: "Token check.", revision: 0 },
        succeeds: 200,
      },
      {
        method: "POST",
        route: "/users",
        url: "/users",
        role: "admin",
        payload: { email: "new.editor@dseu.test", password: "a long enough new password", role: "editor" },
        succeeds: 201,
      },
      {
        method: "POST",
        route: "/users/invitations",
        url: "/users/invitations",
        role: "admin",
        payload: { email: "invited.editor@dseu.test", role: "editor", language: "hi" },
        succeeds: 201,
      },
      {
        // Through the token check to the handler, which refuses an account that has its password.
        method: "POST",
        route: "/users/{id}/invitation",
        url: `/users/${editor._id}/invitation`,
        role: "admin",
        payload: { language: "en" },
        succeeds: 409,
      },
      {
        // Through the token check to the handler, which finds no such message.
        method: "POST",
        route: "/mail/outbox/{id}/send-again",
        url: "/mail/outbox/0123456789abcdef01234567/send-again",
        role: "admin",
        succeeds: 404,
      },
      {
        method: "PATCH",
        route: "/users/{id}",
        url: `/users/${editor._id}`,
        role: "admin",
        payload: { sections: ["news", "tenders"] },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/users/{id}/password",
        url: `/users/${editor._id}/password`,
        role: "admin",
        payload: { password: "another long enough password" },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/faculty/me",
        url: "/faculty/me",
        role: "faculty",
        payload: { designation: "Professor" },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/departments/{id}/overview",
        url: `/departments/${head.departmentId}/overview`,
        role: "faculty",
        payload: { overview: "The department teaches applied engineering." },
        succeeds: 200,
      },
      {
        method: "PATCH",
        route: "/grievances/{id}",
        url: `/grievances/${grievance.id}`,
        role: "admin",
        payload: { status: "in_review", internal_note: "Asked the timetable office" },
        succeeds: 200,
      },
      {
        method: "PATCH",
        route: "/alumni/{id}",
        url: `/alumni/${alumni!.id}`,
        role: "admin",
        payload: { status: "verified", internal_note: "On the 2021 roll" },
        succeeds: 200,
      },
      {
        method: "POST",
        route: "/alumni/{id}/merge",
        url: `/alumni/${alumni!.id}/merge`,
        role: "admin",
        payload: { duplicates: [duplicate!.id] },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/content",
        url: "/content?path=/about-us/history&lang=en",
        role: "admin",
        payload: { title: "History", body: "DSEU was founded in 2020.", publish: true, baseRevision: history.latest },
        succeeds: 201,
      },
      {
        method: "POST",
        route: "/content/restore",
        url: "/content/restore",
        role: "admin",
        payload: { path: "/about-us/history", lang: "en", revision: 1 },
        succeeds: 201,
      },
      {
        method: "PATCH",
        route: "/officials/{id}",
        url: "/officials/registrar",
        role: "admin",
        payload: { name_en: "Token check" },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/officials/{id}/photo",
        url: "/officials/registrar/photo",
        role: "admin",
        payload: jpeg,
        headers: photo,
        succeeds: 200,
      },
      {
        method: "DELETE",
        route: "/officials/{id}/photo",
        url: "/officials/registrar/photo",
        role: "admin",
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/officials/order",
        url: "/officials/order",
        role: "admin",
        payload: { officials: ["chancellor", "vice-chancellor", "registrar", "coe", "cof"] },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/committees/{committee}/order",
        url: "/committees/court/order",
        role: "admin",
        payload: { members: [member._id] },
        succeeds: 200,
      },
      {
        method: "POST",
        route: "/committees/{committee}/members",
        url: "/committees/court/members",
        role: "admin",
        payload: { name_en: "Token check", designation_en: "Member" },
        succeeds: 201,
      },
      {
        method: "PATCH",
        route: "/committees/{committee}/members/{id}",
        url: `/committees/court/members/${member._id}`,
        role: "admin",
        payload: { designation_en: "Chairperson" },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/committees/{committee}/members/{id}/photo",
        url: `/committees/court/members/${member._id}/photo`,
        role: "admin",
        payload: jpeg,
        headers: photo,
        succeeds: 200,
      },
      {
        method: "DELETE",
        route: "/committees/{committee}/members/{id}",
        url: `/committees/court/members/${member._id}`,
        role: "admin",
        succeeds: 200,
      },
      {
        method: "PATCH",
        route: "/campus/{id}",
        url: "/campus/dwarka",
        role: "admin",
        payload: { phone: "011 2345 6789" },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/campus/{id}/photo",
        url: "/campus/dwarka/photo",
        role: "admin",
        payload: jpeg,
        headers: photo,
        succeeds: 200,
      },
      { method: "DELETE", route: "/campus/{id}/photo", url: "/campus/dwarka/photo", role: "admin", succeeds: 200 },
      {
        method: "POST",
        route: "/holidays",
        url: "/holidays",
        role: "admin",
        payload: { date: "2027-01-26", name_en: "Republic Day", name_hi: "गणतंत्र दिवस" },
        succeeds: 201,
      },
      {
        method: "PATCH",
        route: "/holidays/{id}",
        url: `/holidays/${christmas.id}`,
        role: "admin",
        payload: { name_en: "Christmas" },
        succeeds: 200,
      },
      { method: "DELETE", route: "/holidays/{id}", url: `/holidays/${christmas.id}`, role: "admin", succeeds: 200 },
      {
        method: "PATCH",
        route: "/faculty/{id}",
        url: `/faculty/${head.facultyId}`,
        role: "admin",
        payload: { designation: "Reader" },
        succeeds: 200,
      },
      {
        method: "POST",
        route: "/faculty/import",
        url: "/faculty/import",
        role: "admin",
        payload: facultyCsv,
        headers: { "content-type": "text/csv" },
        succeeds: 200,
      },
      {
        method: "PATCH",
        route: "/program/{id}",
        url: `/program/${program.id}`,
        role: "admin",
        payload: { intake: 75 },
        succeeds: 200,
      },
      {
        method: "POST",
        route: "/home/images",
        url: "/home/images",
        role: "admin",
        payload: jpeg,
        headers: photo,
        succeeds: 201,
      },
      {
        method: "PUT",
        route: "/home/event-popup",
        url: "/home/event-popup",
        role: "admin",
        payload: switchedOffEventPopup,
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/home/header-images",
        url: "/home/header-images",
        role: "admin",
        payload: { images: [{ image: { shipped: "campus-skyline" }, alt_en: "A skyline", alt_hi: "इमारतों की पंक्ति" }] },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/home/achievements",
        url: "/home/achievements",
        role: "admin",
        payload: {
          achievements: [
            { image: { shipped: "sports" }, title_en: "Sports", title_hi: "खेल", text_en: "Titles", text_hi: "खिताब" },
          ],
        },
        succeeds: 200,
      },
      {
        method: "PUT",
        route: "/home/partners",
        url: "/home/partners",
        role: "admin",
        payload: { partners: [{ icon: "industry", name_en: "Employers", name_hi: "नियोक्ता", link: null }] },
        succeeds: 200,
      },
      // Last but one: the notice the writes above edit goes.
      { method: "DELETE", route: "/notice/{id}", url: `/notice/${notice.id}`, role: "admin", succeeds: 200 },
      // Last: the sample notices and people go.
      {
        method: "POST",
        route: "/sample-data/remove",
        url: "/sample-data/remove",
        role: "admin",
        payload: { confirm: true },
        succeeds: 200,
      },
    ];
  });
  afterAll(() => api.close());

  const send = (write: Write, token?: string) =>
    api.app.inject({
      method: write.method,
      url: `/api/v1${write.url}`,
      ...(write.payload === undefined ? {} : { payload: write.payload }),
      headers: { ...write.headers, ...(token === undefined ? {} : bearer(token)) },
    });

  it("covers every staff write endpoint the API documents", async () => {
    const document = (await api.app.inject("/api/v1/openapi.json")).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== "get" && operation.security !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    expect([...new Set(writes.map((write) => `${write.method} ${write.route}`))].sort()).toEqual(documented.sort());
  });

  it("refuses the site's content writes (pages, people, campuses, holidays, programmes, home) to a faculty account: 403, nothing written", async () => {
    const content = writes.filter((write) =>
      /^\/(content|officials|committees|campus|holidays|faculty\/(\{id\}|import)|program|home)\b/.test(write.route),
    );
    expect(content.length).toBeGreaterThan(20);
    const token = await signIn(api.app, emails.faculty);
    const before = await footprint();
    for (const write of content) {
      const response = await send(write, token);
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBe(403);
      expect(response.json().error.code, `${write.method} ${write.url}`).toBe("forbidden");
    }
    expect(await footprint()).toEqual(before);
  });

  it("refuses each of them 401, writing nothing, and the same request with a valid token succeeds", async () => {
    const refused = {
      admin: await refusedTokens(api.app, api.database.db, emails.admin),
      faculty: await refusedTokens(api.app, api.database.db, emails.faculty),
    };
    const before = await footprint();
    for (const write of writes) {
      const label = `${write.method} ${write.url}`;
      const anonymous = await send(write);
      expect(anonymous.statusCode, `${label} without a token`).toBe(401);
      expect(anonymous.json().error.code, label).toBe("unauthorized");
      for (const [kind, token] of Object.entries(refused[write.role])) {
        const response = await send(write, token);
        expect(response.statusCode, `${label} with a ${kind} token`).toBe(401);
        expect(response.json().error.message, `${label} with a ${kind} token`).toBe(expiredMessage);
      }
    }
    expect(await footprint()).toEqual(before);

    // The refusals were the tokens' doing: with a valid one each request goes through.
    // One sign-in per role (the sign-in's own request limit is low); signing out ends its own token.
    const valid = new Map<Role, string>();
    for (const write of writes) {
      const token = valid.get(write.role) ?? (await signIn(api.app, emails[write.role]));
      valid.set(write.role, token);
      if (write.route === "/auth/logout") valid.delete(write.role);
      const response = await send(write, token);
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBe(write.succeeds);
    }
    expect((await footprint()).audit).toBeGreaterThan(before.audit);
  });
});
