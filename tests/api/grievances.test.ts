import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  alumniRegistrationSchema,
  grievanceSubmissionSchema,
  type GrievanceSubmission,
} from "#common/api/grievance.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, executableBytes, pdfWithText, signIn } from "../support/staff.ts";

const submission = (overrides: Partial<Record<keyof GrievanceSubmission, unknown>> = {}) =>
  grievanceSubmissionSchema.parse({
    name: "Asha Verma",
    email: "Asha.Verma@example.org",
    phone: "+91 98100 00000",
    role: "student",
    campus: "Okhla-I Campus",
    category: "website feedback",
    subject: "Results page does not load",
    description: "The results page shows an error on my phone.",
    ...overrides,
  });

describe.each(testEngines)("grievances and alumni registrations on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    admin = await signIn(api.app, "admin@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
  });
  afterAll(() => api.close());

  it("gives each submission the next reference number and keeps its attachment with it", async () => {
    const pdf = await pdfWithText("Screenshot");
    const first = await api.services.grievances.submit(submission(), {
      name: "../screen shot.pdf",
      content: Buffer.from(pdf),
    });
    const second = await api.services.grievances.submit(
      submission({ subject: '=HYPERLINK("http://evil")', description: 'Line one, "quoted"\nline two', phone: "" }),
    );
    expect(first.reference).toBe(`GRV-${year}-000001`);
    expect(second.reference).toBe(`GRV-${year}-000002`);

    const listed = await getJson(api.app, "/api/v1/grievances", bearer(admin));
    expect(listed.status).toBe(200);
    expect(listed.json.data.pagination.total).toBe(2);
    const stored = listed.json.data.grievances.find(
      (item: { reference: string }) => item.reference === first.reference,
    );
    expect(stored).toMatchObject({
      email: "asha.verma@example.org",
      status: "received",
      category: "website feedback",
      attachment: { name: "screen shot.pdf", content_type: "application/pdf", size: pdf.length },
    });

    const attachment = await api.app.inject({
      url: `/api/v1/grievances/${stored._id}/attachment`,
      headers: bearer(admin),
    });
    expect(attachment.statusCode).toBe(200);
    expect(Buffer.compare(attachment.rawPayload, Buffer.from(pdf))).toBe(0);
    expect(attachment.headers["content-disposition"]).toMatch(/^attachment;/);
    // Not among the public files.
    const publicFiles = await api.database.db
      .selectFrom("stored_file")
      .select("id")
      .where("size", "=", pdf.length)
      .execute();
    expect(publicFiles).toEqual([]);
  });

  it("stores nothing, and uses no reference number, when the attachment cannot be written", async () => {
    // The attachment's insert fails after the grievance's own row went in: a full disk, say.
    const failAttachments =
      engine === "sqlite"
        ? sql`create trigger fail_attachment before insert on grievance_attachment
              begin select raise(abort, 'no space left on device'); end`
        : sql`create function fail_attachment() returns trigger language plpgsql as $$
              begin raise exception 'no space left on device'; end $$;
              create trigger fail_attachment before insert on grievance_attachment
              for each row execute function fail_attachment()`;
    const before = await api.database.db.selectFrom("grievance").select("reference").execute();
    await failAttachments.execute(api.database.db);
    try {
      const attempt = api.services.grievances.submit(submission({ subject: "Lost with its attachment" }), {
        name: "proof.pdf",
        content: Buffer.from(await pdfWithText("Proof")),
      });
      await expect(attempt).rejects.toThrow(/no space left on device/);
    } finally {
      await sql`drop trigger fail_attachment${sql.raw(engine === "sqlite" ? "" : " on grievance_attachment")}`.execute(
        api.database.db,
      );
      if (engine === "postgres") await sql`drop function fail_attachment()`.execute(api.database.db);
    }
    const after = await api.database.db.selectFrom("grievance").select(["reference", "subject"]).execute();
    expect(after.map((row) => row.subject)).not.toContain("Lost with its attachment");
    expect(after).toHaveLength(before.length);
    // The number the failed submission drew was rolled back with it: the next one has no gap.
    const next = await api.services.grievances.submit(submission({ subject: "After the failure" }));
    const highest = Math.max(0, ...before.map((row) => Number(row.reference.slice(-6))));
    expect(next.reference).toBe(`GRV-${year}-${String(highest + 1).padStart(6, "0")}`);
  });

  it("refuses an executable attachment with 415 and stores nothing", async () => {
    const before = await getJson(api.app, "/api/v1/grievances", bearer(admin));
    await expect(
      api.services.grievances.submit(submission({ subject: "Virus" }), {
        name: "cv.pdf",
        content: Buffer.from(executableBytes()),
      }),
    ).rejects.toMatchObject({ code: "unsupported_media_type" });
    const after = await getJson(api.app, "/api/v1/grievances", bearer(admin));
    expect(after.json.data.pagination.total).toBe(before.json.data.pagination.total);
  });

  it("validates the public forms", () => {
    expect(grievanceSubmissionSchema.safeParse({ ...submission(), role: "hacker" }).success).toBe(false);
    expect(grievanceSubmissionSchema.safeParse({ ...submission(), category: "bribes" }).success).toBe(false);
    expect(grievanceSubmissionSchema.safeParse({ ...submission(), email: "not an email" }).success).toBe(false);
    expect(grievanceSubmissionSchema.safeParse({ ...submission(), description: "x".repeat(10_001) }).success).toBe(
      false,
    );
    const alumni = { name: "Ravi", programme: "B.Tech", year_of_passing: "2020", email: "ravi@example.org" };
    expect(alumniRegistrationSchema.safeParse({ ...alumni, consent: false }).success).toBe(false);
    expect(alumniRegistrationSchema.safeParse({ ...alumni, consent: true, year_of_passing: "1800" }).success).toBe(
      false,
    );
    expect(alumniRegistrationSchema.safeParse({ ...alumni, consent: true }).success).toBe(true);
  });

  it("lets admins set the status, public reply and internal note, audited", async () => {
    const { json } = await getJson(api.app, "/api/v1/grievances?status=received&limit=1", bearer(admin));
    const id = json.data.grievances[0]._id;
    const change = { status: "resolved", public_reply: "Fixed on 1 December.", internal_note: "Cache issue" };
    const response = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/grievances/${id}`,
      payload: change,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.grievance).toMatchObject(change);
    expect((await getJson(api.app, `/api/v1/grievances/${id}`, bearer(admin))).json.data.grievance).toMatchObject(
      change,
    );
    expect(
      (await getJson(api.app, "/api/v1/grievances?status=resolved", bearer(admin))).json.data.pagination.total,
    ).toBe(1);
    const audit = await getJson(api.app, "/api/v1/audit?action=grievance.update", bearer(admin));
    expect(audit.json.data.entries[0]).toMatchObject({
      target_id: id,
      after: { status: "resolved" },
      actor_email: "admin@dseu.test",
    });

    const bad = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/grievances/${id}`,
      payload: { status: "lost" },
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps grievances and alumni to admins", async () => {
    const someId = "0".repeat(24);
    for (const url of [
      "/api/v1/grievances",
      "/api/v1/grievances/export.csv",
      "/api/v1/alumni",
      "/api/v1/alumni/export.csv",
      `/api/v1/alumni/${someId}`,
    ]) {
      expect((await api.app.inject({ url })).statusCode, url).toBe(401);
      expect((await api.app.inject({ url, headers: bearer(editor) })).statusCode, url).toBe(403);
    }
    expect((await getJson(api.app, `/api/v1/grievances/${"0".repeat(24)}`, bearer(admin))).status).toBe(404);
  });

  it("exports grievances as CSV a spreadsheet cannot mistake for formulas", async () => {
    const response = await api.app.inject({ url: "/api/v1/grievances/export.csv", headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="grievances-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = response.body.replace(/^\uFEFF/, "");
    const [header] = csv.split("\r\n");
    expect(header).toBe(
      "reference,submitted,status,name,email,phone,role,campus,category,subject,description,attachment,public reply,internal note,due,overdue,assigned to",
    );
    expect(csv).toContain(`GRV-${year}-000001`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"Line one, ""quoted""\nline two"`);
  });

  it("keeps a repeat registration apart, marked for the reviewer as a possible duplicate, and exports both", async () => {
    const input = alumniRegistrationSchema.parse({
      name: "Ravi Kumar",
      programme: "B.Tech Computer Science",
      year_of_passing: "2021",
      email: "Ravi@Example.org",
      consent: true,
    });
    expect(await api.services.alumni.register(input)).toEqual({ replayed: false });
    expect(
      await api.services.alumni.register({ ...input, email: "ravi@example.org", current_organisation: "DMRC" }),
    ).toEqual({ replayed: false });
    const listed = await getJson(api.app, "/api/v1/alumni", bearer(admin));
    const registration = { email: "ravi@example.org", consent: true, year_of_passing: 2021, other_registrations: 1 };
    // The two may be registered within one millisecond, and then their order between themselves is not promised.
    expect(listed.json.data.alumni).toHaveLength(2);
    expect(listed.json.data.alumni).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...registration, current_organisation: null }),
        expect.objectContaining({ ...registration, current_organisation: "DMRC" }),
      ]),
    );
    const csv = await api.app.inject({ url: "/api/v1/alumni/export.csv", headers: bearer(admin) });
    expect(csv.body).toContain("Ravi Kumar,B.Tech Computer Science,2021,ravi@example.org,,");
    expect(csv.body).toContain("Ravi Kumar,B.Tech Computer Science,2021,ravi@example.org,DMRC");
  });

  describe("reviewing alumni registrations", () => {
    let id: string;
    const review = (registration: string, payload: unknown, token: string | null = admin) =>
      api.app.inject({
        method: "PATCH",
        url: `/api/v1/alumni/${registration}`,
        payload: payload as object,
        headers: token ? bearer(token) : {},
      });

    beforeAll(async () => {
      await api.services.alumni.register(
        alumniRegistrationSchema.parse({
          name: "Sunita Rao",
          programme: "Diploma in Pharmacy",
          year_of_passing: "2019",
          email: "sunita.rao@example.org",
          current_organisation: "=cmd|' /C calc'!A0",
          consent: true,
        }),
      );
      const { json } = await getJson(api.app, "/api/v1/alumni", bearer(admin));
      id = json.data.alumni.find((person: { email: string }) => person.email === "sunita.rao@example.org")._id;
    });

    it("starts every registration as new, with no note, in the list and the detail", async () => {
      const detail = await getJson(api.app, `/api/v1/alumni/${id}`, bearer(admin));
      expect(detail.status).toBe(200);
      expect(detail.headers["cache-control"]).toBe("no-store");
      expect(detail.json.data.alumni).toMatchObject({
        _id: id,
        name: "Sunita Rao",
        programme: "Diploma in Pharmacy",
        year_of_passing: 2019,
        status: "new",
        internal_note: null,
      });
      const listed = await getJson(api.app, "/api/v1/alumni", bearer(admin));
      expect(listed.json.data.alumni.every((person: { status: string }) => person.status === "new")).toBe(true);
    });

    it("lets an admin set the status and internal note, audited, and empties the read cache after the commit", async () => {
      const statusSeenByCache: Array<Promise<string | undefined>> = [];
      const invalidate = vi.spyOn(api.services.cache, "invalidate").mockImplementation(() => {
        statusSeenByCache.push(
          api.database.db
            .selectFrom("alumni_registration")
            .select("status")
            .where("id", "=", id)
            .executeTakeFirst()
            .then((row) => row?.status),
        );
      });
      try {
        const response = await review(id, { status: "verified", internal_note: "  Checked against the 2019 roll  " });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.alumni).toMatchObject({
          _id: id,
          status: "verified",
          internal_note: "Checked against the 2019 roll",
        });
        expect(invalidate).toHaveBeenCalledTimes(1);
        expect(await Promise.all(statusSeenByCache)).toEqual(["verified"]);
      } finally {
        invalidate.mockRestore();
      }

      expect((await getJson(api.app, `/api/v1/alumni/${id}`, bearer(admin))).json.data.alumni).toMatchObject({
        status: "verified",
        internal_note: "Checked against the 2019 roll",
      });
      const verified = await getJson(api.app, "/api/v1/alumni?status=verified", bearer(admin));
      expect(verified.json.data.alumni.map((person: { _id: string }) => person._id)).toEqual([id]);
      expect((await getJson(api.app, "/api/v1/alumni?status=rejected", bearer(admin))).json.data.alumni).toEqual([]);

      const audit = await getJson(api.app, "/api/v1/audit?action=alumni.update", bearer(admin));
      expect(audit.json.data.entries).toHaveLength(1);
      expect(audit.json.data.entries[0]).toMatchObject({
        actor_email: "admin@dseu.test",
        target_type: "alumni_registration",
        target_id: id,
        before: { email: "sunita.rao@example.org", status: "new", internal_note: null },
        after: { email: "sunita.rao@example.org", status: "verified", internal_note: "Checked against the 2019 roll" },
      });

      // One field at a time: the other stays; a blank note clears it.
      expect((await review(id, { internal_note: "Called on 3 March" })).json().data.alumni).toMatchObject({
        status: "verified",
        internal_note: "Called on 3 March",
      });
      expect((await review(id, { status: "rejected", internal_note: "" })).json().data.alumni).toMatchObject({
        status: "rejected",
        internal_note: null,
      });
      expect((await review(id, { status: "verified", internal_note: null })).json().data.alumni).toMatchObject({
        status: "verified",
        internal_note: null,
      });
      await review(id, { internal_note: "Checked against the 2019 roll" });
    });

    it("exports the status and internal note in the CSV", async () => {
      const response = await api.app.inject({ url: "/api/v1/alumni/export.csv", headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      const [header, ...lines] = response.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toBe(
        "name,programme,year of passing,email,current organisation,registered,updated,email confirmed,status,internal note",
      );
      const line = lines.find((row) => row.startsWith("Sunita Rao,"));
      expect(line).toMatch(/,verified,Checked against the 2019 roll$/);
      // The organisation came from the public form: neutralised like every such cell.
      expect(line).toContain(",'=cmd|' /C calc'!A0,");
    });

    it("leaves a reviewed registration as it was when its email registers again: the new one waits beside it", async () => {
      const again = {
        name: "Sunita Rao",
        programme: "Diploma in Pharmacy",
        year_of_passing: "2019",
        email: "Sunita.Rao@example.org",
        consent: true,
      };
      const reviewed = await api.services.alumni.find(id);
      await api.services.alumni.register(alumniRegistrationSchema.parse({ ...again, current_organisation: "AIIMS" }));
      await api.services.alumni.register(alumniRegistrationSchema.parse({ ...again, year_of_passing: "2020" }));
      expect(await api.services.alumni.find(id)).toEqual({ ...reviewed, other_registrations: 2 });
      const { json } = await getJson(api.app, "/api/v1/alumni?status=new", bearer(admin));
      const repeats = json.data.alumni.filter((person: { email: string }) => person.email === "sunita.rao@example.org");
      expect(repeats).toEqual([
        expect.objectContaining({ year_of_passing: 2020, internal_note: null, other_registrations: 2 }),
        expect.objectContaining({ current_organisation: "AIIMS", internal_note: null, other_registrations: 2 }),
      ]);
    });

    it("refuses malformed and oversized notes, unknown statuses and empty changes with 400, writing nothing", async () => {
      const before = await api.services.alumni.find(id);
      const audited = (await getJson(api.app, "/api/v1/audit?action=alumni.update", bearer(admin))).json.data.pagination
        .total;
      for (const payload of [
        { status: "lost" },
        { status: "VERIFIED" },
        { status: 1 },
        { internal_note: 42 },
        { internal_note: ["a note"] },
        { internal_note: "x".repeat(10_001) },
        { status: "verified", internal_note: "x".repeat(10_001) },
        {},
      ]) {
        const response = await review(id, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().error.code).toBe("bad_request");
      }
      expect((await review("not-an-id", { status: "verified" })).statusCode).toBe(400);
      // The longest note that is allowed goes in.
      expect((await review(id, { internal_note: "x".repeat(10_000) })).statusCode).toBe(200);
      await review(id, { internal_note: before.internal_note });
      expect(await api.services.alumni.find(id)).toMatchObject({
        status: before.status,
        internal_note: before.internal_note,
      });
      expect(
        (await getJson(api.app, "/api/v1/audit?action=alumni.update", bearer(admin))).json.data.pagination.total,
      ).toBe(audited + 2);
      expect((await getJson(api.app, "/api/v1/alumni?status=unknown", bearer(admin))).status).toBe(400);
    });

    it("answers 404 for an unknown registration, 401 without a token and 403 for an editor", async () => {
      const unknown = "f".repeat(24);
      expect((await getJson(api.app, `/api/v1/alumni/${unknown}`, bearer(admin))).status).toBe(404);
      const missing = await review(unknown, { status: "verified" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe("not_found");

      const before = await api.services.alumni.find(id);
      const anonymous = await review(id, { status: "rejected" }, null);
      expect(anonymous.statusCode).toBe(401);
      const byEditor = await review(id, { status: "rejected" }, editor);
      expect(byEditor.statusCode).toBe(403);
      expect(byEditor.json().error.code).toBe("forbidden");
      expect((await api.services.alumni.find(id)).status).toBe(before.status);
    });
  });
});
