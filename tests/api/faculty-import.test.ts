import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facultyImportLimits } from "#common/api/faculty-edit.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, pdfWithText, signIn } from "../support/staff.ts";

const header = "email,salutation,firstname,surname,department,designation,qualifications,areas_of_expertise,profile";

/** A CSV of `count` new people in the department, one a row, as a spreadsheet exports it (BOM, CRLF). */
function facultyCsv(department: string, count: number, extraRows: string[] = []): string {
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `import.person${index}@example.org,Dr.,Person${index},"Surname, ${index}",${department},Assistant Professor,` +
      `"Ph.D.; M.Tech.",Robotics,"Teaches ""robotics"" and control."`,
  );
  return `\uFEFF${[header, ...rows, ...extraRows].join("\r\n")}\r\n`;
}

describe.each(testEngines)("faculty edits and the CSV import on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  let department: { id: string; name: string };

  const importCsv = (body: string | Buffer, token: string | undefined, query = "", contentType = "text/csv") =>
    api.app.inject({
      method: "POST",
      url: `/api/v1/faculty/import${query}`,
      headers: { ...(token ? bearer(token) : {}), "content-type": contentType },
      payload: body,
    });
  const patch = (id: string, token: string | undefined, payload: unknown) =>
    api.app.inject({
      method: "PATCH",
      url: `/api/v1/faculty/${id}`,
      headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const facultyCount = async () =>
    Number(
      (
        await api.database.db
          .selectFrom("faculty")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const auditCount = async () =>
    Number(
      (
        await api.database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    await createStaff(api.services, {
      email: "editor@dseu.test",
      role: "editor",
      sections: ["news"],
      page_groups: ["academics"],
    });
    admin = await signIn(api.app, "registrar@dseu.test");
    editor = await signIn(api.app, "editor@dseu.test");
    department = await api.database.db
      .selectFrom("department")
      .select(["id", "name"])
      .orderBy("name")
      .limit(1)
      .executeTakeFirstOrThrow();
  });
  afterAll(() => api.close());

  it("previews a 300-row file with 3 bad rows, row by row, writing nothing; the real run adds the rest", async () => {
    const existing = await api.database.db
      .selectFrom("faculty")
      .select(["email", "firstname", "surname"])
      .orderBy("email")
      .executeTakeFirstOrThrow();
    const bad = [
      `bad.department@example.org,Dr.,Asha,Verma,Department of Nowhere,Professor,,,`,
      `bad.formula@example.org,Dr.,"=cmd|' /C calc'!A0",Verma,${department.name},Professor,,,`,
      // The same email as the first row of the file.
      `import.person0@example.org,Dr.,Again,Person,${department.id},Professor,,,`,
    ];
    const csv = facultyCsv(department.name, 297, bad);
    const before = { faculty: await facultyCount(), audit: await auditCount() };

    const preview = await importCsv(csv, admin, "?dryRun=1");
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json().data;
    expect(answer.dryRun).toBe(true);
    expect(answer.counts).toEqual({ create: 297, change: 0, unchanged: 0, refuse: 3 });
    expect(answer.rows).toHaveLength(300);
    const refused = answer.rows.filter((row: { outcome: string }) => row.outcome === "refuse");
    expect(refused.map((row: { line: number }) => row.line)).toEqual([299, 300, 301]);
    expect(refused[0].reasons).toEqual(['No department is called "Department of Nowhere".']);
    expect(refused[1].reasons.join(" ")).toMatch(/formula/);
    expect(refused[2].reasons).toEqual(["The email import.person0@example.org is also on line 2."]);
    expect({ faculty: await facultyCount(), audit: await auditCount() }).toEqual(before);

    const run = await importCsv(csv, admin);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ dryRun: false, counts: { create: 297, refuse: 3 } });
    expect(await facultyCount()).toBe(before.faculty + 297);
    const person = await api.database.db
      .selectFrom("faculty")
      .selectAll()
      .where("email", "=", "import.person7@example.org")
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      firstname: "Person7",
      surname: "Surname, 7",
      department_id: department.id,
      profile: 'Teaches "robotics" and control.',
    });
    expect(JSON.parse(person.qualifications)).toEqual(["Ph.D.", "M.Tech."]);
    const formula = await api.database.db
      .selectFrom("faculty")
      .select("id")
      .where("email", "=", "bad.formula@example.org")
      .execute();
    expect(formula).toEqual([]);

    // The public directory lists them at once.
    const directory = await getJson(api.app, "/api/v1/faculty");
    const emails = (directory.json.data.faculty as Array<{ email: string }>).map((member) => member.email);
    expect(emails).toContain("import.person296@example.org");

    // One audit entry, with the person's name and the counts.
    const log = await getJson(api.app, "/api/v1/audit?limit=5", bearer(admin));
    expect(log.json.data.entries[0]).toMatchObject({
      action: "faculty.import",
      actor_name: "Registrar",
      after: { created: 297, changed: 0, refused: 3 },
    });

    // Run again: every good row is unchanged; a changed designation is a change, of that field only.
    const again = await importCsv(
      `${header}\n${existing.email},,${existing.firstname},${existing.surname},${department.id},Dean,,,\n` +
        `import.person1@example.org,Dr.,Person1,"Surname, 1",${department.name},Assistant Professor,Ph.D.;M.Tech.,Robotics,` +
        `"Teaches ""robotics"" and control."\n`,
      admin,
      "?dryRun=1",
    );
    expect(again.statusCode, again.body).toBe(200);
    const [changed, unchanged] = again.json().data.rows;
    expect(changed).toMatchObject({ outcome: "change" });
    expect(changed.changes).toContain("designation");
    expect(unchanged).toMatchObject({ outcome: "unchanged", changes: [] });
  });

  it("refuses the import without a token, to an editor, and for malformed, oversized and hostile files", async () => {
    const csv = facultyCsv(department.id, 2);
    const before = { faculty: await facultyCount(), audit: await auditCount() };
    expect((await importCsv(csv, undefined)).statusCode).toBe(401);
    const asEditor = await importCsv(csv, editor);
    expect(asEditor.statusCode).toBe(403);
    expect(asEditor.json().error.code).toBe("forbidden");

    const refusals: Array<[string, Buffer | string, number, RegExp, string?]> = [
      ["an empty body", "", 400, /CSV file as the body/],
      ["a header only", `${header}\n`, 400, /no person/],
      ["an unknown column", "email,firstname,surname,department,designation,salary\n", 400, /salary/],
      ["a missing column", "email,firstname,surname\nx@example.org,A,B\n", 400, /department, designation/],
      ["an unclosed quote", `${header}\n"a@example.org,Dr.,A,B,${department.id},Professor,,,\n`, 400, /not valid CSV/],
      ["Windows-1252 bytes", Buffer.from(`${header}\nr\xe9sum\xe9@example.org\n`, "latin1"), 400, /not UTF-8/],
      ["UTF-16", Buffer.from(`\ufeff${header}\n`, "utf16le"), 400, /not CSV text/],
      ["a PDF renamed .csv", Buffer.from(await pdfWithText("not a CSV")), 400, /./],
      ["a spreadsheet's own type", csv, 415, /./, "application/vnd.ms-excel"],
      ["JSON", JSON.stringify({ rows: [] }), 415, /text\/csv/, "application/json"],
      ["a 20 MB file", Buffer.alloc(20 * 1024 * 1024, "a"), 413, /./],
      [
        "too many rows",
        facultyCsv(department.id, facultyImportLimits.rows + 1).slice(0, facultyImportLimits.bytes),
        413,
        /more than 2000 rows/,
      ],
    ];
    for (const [label, body, status, message, contentType] of refusals) {
      const response = await importCsv(body, admin, "?dryRun=1", contentType);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().error.message, label).toMatch(message);
    }
    expect((await importCsv(csv, admin, "?dryRun=maybe")).statusCode).toBe(400);
    expect({ faculty: await facultyCount(), audit: await auditCount() }).toEqual(before);
  });

  it("edits one person as an admin, audited by name; refuses others and bad fields, and shows a script as text", async () => {
    const person = await api.database.db
      .selectFrom("faculty")
      .select(["id", "email"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const other = await api.database.db
      .selectFrom("faculty")
      .select("email")
      .where("id", "!=", person.id)
      .executeTakeFirstOrThrow();
    expect((await patch(person.id, undefined, { designation: "Dean" })).statusCode).toBe(401);
    expect((await patch(person.id, editor, { designation: "Dean" })).statusCode).toBe(403);
    const refusals: Array<[unknown, number]> = [
      ["{not json", 400],
      [{ designation: "" }, 400],
      [{ designation: '=HYPERLINK("http://evil")' }, 400],
      [{ email: "not an email" }, 400],
      [{ unknown_field: 1 }, 400],
      [{ department_id: "ffffffffffffffffffffffff" }, 400],
      [{ email: other.email }, 409],
      [{ profile: "x".repeat(2 * 1024 * 1024) }, 413],
    ];
    for (const [payload, status] of refusals) {
      const response = await patch(person.id, admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().status).toBe("error");
    }
    expect((await patch("ffffffffffffffffffffffff", admin, { designation: "Dean" })).statusCode).toBe(404);

    const script = "<script>alert(1)</script>";
    const response = await patch(person.id, admin, { designation: "Dean", firstname: script });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.faculty).toMatchObject({ designation: "Dean", firstname: script });
    const log = await getJson(api.app, "/api/v1/audit?limit=1", bearer(admin));
    expect(log.json.data.entries[0]).toMatchObject({
      action: "faculty.update",
      actor_name: "Registrar",
      target_id: person.id,
      target_name: expect.stringContaining(script),
    });
  });
});
