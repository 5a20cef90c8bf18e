import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitGrievance } from "#app/features/forms/grievance-action.server.ts";
import { registerAlumni } from "#app/features/forms/alumni-action.server.ts";
import type { RequestContext } from "#app/request-context.ts";
import { commandLineActor } from "#server/services/audit-service.ts";
import { createServices, type Services } from "#server/services/index.ts";
import { testEngines, createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { sampleGrievance } from "../support/grievance-sample.ts";

/** The smallest bytes each format is recognised by. */
const pdfBytes = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** A Windows executable's header: refused whatever the file is called. */
const executableBytes = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);

function sixMegabytePdf(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(6 * 1024 * 1024);
  bytes.set(pdfBytes);
  return bytes;
}

type ActionResult = { data: Record<string, unknown>; init: ResponseInit | null };

describe.each(testEngines)("public forms on %s", (engine) => {
  let database: TestDatabase;
  let services: Services;
  let clientCount = 0;
  let client: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
    services = createServices(database.db);
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    // A fresh address per test, so the rate limit of one test never touches another.
    client = `192.0.2.${++clientCount}`;
  });

  const context = (servicesOfProcess = services): RequestContext => ({
    services: servicesOfProcess,
    cspNonce: "",
    clientAddress: client,
    log: { warn: console.warn, error: console.error },
    databaseTrouble: () => undefined,
  });

  function grievanceForm(overrides: Record<string, string | File> = {}): FormData {
    const form = new FormData();
    // The address in another case than the sample's: the stored one is lower-cased.
    const fields: Record<string, string | File> = {
      token: crypto.randomUUID(),
      ...sampleGrievance,
      email: "Asha.Rani@example.com",
      ...overrides,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  }

  const post = (path: string, body: FormData) => new Request(`http://localhost${path}`, { method: "POST", body });
  const sendGrievance = async (form: FormData) =>
    (await submitGrievance(post("/grievance-form", form), context())) as unknown as ActionResult;
  const count = async (table: "grievance" | "grievance_attachment" | "alumni_registration") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fieldErrors = (result: ActionResult) =>
    (result.data.result as { error?: Record<string, string[]> }).error ?? {};

  it("stores a valid grievance with its PDF attachment and returns a reference number", async () => {
    const before = await count("grievance_attachment");
    const result = await sendGrievance(
      grievanceForm({ attachment: new File([pdfBytes], "screenshot.pdf", { type: "application/pdf" }) }),
    );
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.reference).toMatch(/^GRV-\d{4}-\d{6}$/);
    expect(await count("grievance_attachment")).toBe(before + 1);
    const status = await services.grievances.status(String(result.data.reference), "asha.rani@EXAMPLE.com");
    expect(status?.status).toBe("received");
    expect(await services.grievances.status(String(result.data.reference), "someone@example.com")).toBeUndefined();
  });

  it("refuses an executable renamed .pdf with a message and stores nothing", async () => {
    const before = [await count("grievance"), await count("grievance_attachment")];
    const result = await sendGrievance(
      grievanceForm({ attachment: new File([executableBytes], "notice.pdf", { type: "application/pdf" }) }),
    );
    expect(result.init?.status).toBe(415);
    expect(fieldErrors(result).attachment).toEqual(["grievance.errors.attachmentType"]);
    expect([await count("grievance"), await count("grievance_attachment")]).toEqual(before);
  });

  it("refuses a 6 MB attachment with a message and stores nothing, in the form and in the service", async () => {
    const before = [await count("grievance"), await count("grievance_attachment")];
    const result = await sendGrievance(
      grievanceForm({ attachment: new File([sixMegabytePdf()], "scan.pdf", { type: "application/pdf" }) }),
    );
    expect(result.init?.status).toBe(400);
    expect(fieldErrors(result).attachment).toEqual(["grievance.errors.attachmentSize"]);
    // The service checks again, whatever the caller validated.
    const {
      attachment: _none,
      consent: _consent,
      ...fields
    } = Object.fromEntries(grievanceForm()) as Record<string, string>;
    await expect(
      services.grievances.submit(fields as never, { name: "scan.pdf", content: Buffer.from(sixMegabytePdf()) }),
    ).rejects.toMatchObject({ code: "payload_too_large" });
    expect([await count("grievance"), await count("grievance_attachment")]).toEqual(before);
  });

  it("names every invalid field and keeps what was typed", async () => {
    const result = await sendGrievance(
      grievanceForm({
        name: " ",
        email: "not-an-email",
        phone: "12",
        role: "robot",
        description: "short",
        consent: "",
      }),
    );
    expect(result.init?.status).toBe(400);
    expect(fieldErrors(result)).toMatchObject({
      name: ["grievance.errors.name"],
      email: ["forms.errors.email"],
      phone: ["grievance.errors.phone"],
      role: ["grievance.errors.role"],
      description: ["grievance.errors.description"],
      consent: ["forms.errors.consent"],
    });
    expect((result.data.result as { initialValue: Record<string, string> }).initialValue.subject).toBe(
      "The fee page link is broken",
    );
  });

  it("stores a submission sent twice with one token once", async () => {
    const before = await count("grievance");
    const form = grievanceForm();
    const [first, second] = await Promise.all([sendGrievance(form), sendGrievance(form)]);
    expect(first.data.reference).toBe(second.data.reference);
    expect(await count("grievance")).toBe(before + 1);
  });

  it("counts only accepted submissions, per form, in the database every process shares", async () => {
    const budgets = { submissionsPerMinute: 2, lookupsPerMinute: 1 };
    const [thisProcess, otherProcess] = [
      createServices(database.db, { formBudgets: budgets }),
      createServices(database.db, { formBudgets: budgets }),
    ];
    const send = async (form: FormData, process: Services) =>
      ((await submitGrievance(post("/grievance-form", form), context(process))) as unknown as ActionResult).init
        ?.status ?? 200;
    // Refused tries spend nothing: a form to correct, an attachment that is not what it says.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await send(grievanceForm({ email: "not an email" }), thisProcess)).toBe(400);
      const renamed = new File([executableBytes], "scan.pdf", { type: "application/pdf" });
      expect(await send(grievanceForm({ attachment: renamed }), thisProcess)).toBe(415);
    }
    expect(await send(grievanceForm(), thisProcess)).toBe(200);
    expect(await send(grievanceForm(), otherProcess)).toBe(200);
    expect(await send(grievanceForm(), thisProcess)).toBe(429);
    expect(await send(grievanceForm(), otherProcess)).toBe(429);
    // The other form and the status look-ups have budgets of their own.
    expect(await otherProcess.formGuard.take(client, "alumni")).toBeDefined();
    expect(await otherProcess.formGuard.take(client, "lookup")).toBeDefined();
    expect(await otherProcess.formGuard.take(client, "lookup")).toBeUndefined();
    expect(await otherProcess.formGuard.take("198.51.100.7", "grievance")).toBeDefined();
  });

  it("stores a second registration with a known email apart, changes nothing stored and answers alike", async () => {
    const alumniForm = (name: string, email: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        token: crypto.randomUUID(),
        name,
        programme: "Diploma in Mechanical Engineering",
        yearOfPassing: "2019",
        email,
        organisation: '=HYPERLINK("http://example.com")',
        consent: "on",
      })) {
        form.append(key, value);
      }
      return form;
    };
    const register = async (form: FormData) =>
      (await registerAlumni(post("/alumni", form), context())) as unknown as ActionResult;
    const before = await count("alumni_registration");
    const first = await register(alumniForm("Ravi Kumar", "ravi@example.com"));
    const firstStored = (await services.alumni.list()).find((row) => row.email === "ravi@example.com");
    await services.alumni.update(firstStored!._id, { status: "verified" }, commandLineActor);
    const again = alumniForm("Someone Else", "RAVI@example.com");
    const [second, resent] = await Promise.all([register(again), register(again)]);
    expect(second.data).toEqual(first.data);
    expect(resent.data).toEqual(first.data);
    expect(await count("alumni_registration")).toBe(before + 2);
    const stored = (await services.alumni.list()).filter((row) => row.email === "ravi@example.com");
    expect(stored.map(({ name, status, other_registrations }) => ({ name, status, other_registrations }))).toEqual(
      expect.arrayContaining([
        { name: "Ravi Kumar", status: "verified", other_registrations: 1 },
        { name: "Someone Else", status: "new", other_registrations: 1 },
      ]),
    );
    const tooEarly = alumniForm("Ravi", "ravi@example.com");
    tooEarly.set("yearOfPassing", "1800");
    const invalid = await register(tooEarly);
    expect(invalid.init?.status).toBe(400);
    expect(fieldErrors(invalid).yearOfPassing).toEqual(["alumni.errors.year"]);
    // Spreadsheet formulas typed into a form never run on staff computers.
    expect(await services.alumni.csv()).toContain(`"'=HYPERLINK(""http://example.com"")"`);
  });
});
