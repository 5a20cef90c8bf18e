import type { Kysely, Selectable, Transaction } from "kysely";
import { parse } from "csv-parse/sync";
import { CsvError } from "csv-parse";
import {
  facultyChangeSchema,
  facultyCsvColumns,
  facultyFieldsSchema,
  facultyImportLimits,
  requiredFacultyCsvColumns,
  type FacultyChange,
  type FacultyCsvColumn,
  type FacultyFields,
  type FacultyImportAnswer,
  type FacultyImportRow,
} from "#common/api/faculty-edit.ts";
import type { Database, FacultyTable } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { Refusal } from "./refusal.ts";
import { isUniqueViolation, parseStringList } from "./rows.ts";
import { searchIndex } from "../db/search-index.ts";

type FacultyRow = Selectable<FacultyTable>;
type Department = { id: string; name: string };

/** The fields a CSV row and the edit form set, as the row stores them. */
const storedFields = [
  "salutation",
  "firstname",
  "surname",
  "email",
  "department_id",
  "designation",
  "qualifications",
  "areas_of_expertise",
  "profile",
] as const;
type StoredField = (typeof storedFields)[number];

function toStored(fields: Partial<FacultyFields>): Partial<Pick<FacultyRow, StoredField>> {
  const { qualifications, areas_of_expertise, ...rest } = fields;
  return {
    ...rest,
    ...(qualifications === undefined ? {} : { qualifications: JSON.stringify(qualifications) }),
    ...(areas_of_expertise === undefined ? {} : { areas_of_expertise: JSON.stringify(areas_of_expertise) }),
  };
}

/** The fields whose stored value `fields` would change. */
function changedFields(row: FacultyRow, fields: Partial<FacultyFields>): StoredField[] {
  const stored = toStored(fields);
  return storedFields.filter((field) => {
    const value = stored[field];
    if (value === undefined) return false;
    if (field === "qualifications" || field === "areas_of_expertise") {
      return JSON.stringify(parseStringList(row[field])) !== value;
    }
    return row[field] !== value;
  });
}

const fullName = (person: { salutation: string; firstname: string; surname: string }) =>
  [person.salutation, person.firstname, person.surname].filter((part) => part !== "").join(" ");

/**
 * The file's text: UTF-8, with or without a byte-order mark. Anything else (a spreadsheet's
 * own format, UTF-16, Windows-1252 with Hindi names lost) is refused whole, with what to do.
 */
function decodeCsv(content: Buffer): string {
  if (content.length > facultyImportLimits.bytes) {
    throw new Refusal("payload_too_large", `The file is larger than ${facultyImportLimits.bytes / 1024 / 1024} MB`);
  }
  const saveAs = 'In the spreadsheet, save it as "CSV UTF-8 (comma delimited)" and upload that file.';
  if (content.includes(0)) throw new Refusal("bad_request", `The file is not CSV text. ${saveAs}`);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw new Refusal("bad_request", `The file is not UTF-8 text. ${saveAs}`);
  }
}

type ParsedCsv = { header: FacultyCsvColumn[]; rows: Array<{ line: number; cells: string[] }> };

/** The header, checked, and each row's cells with its line in the file. */
function parseCsv(text: string): ParsedCsv {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // Stops reading at the first row past the limit: a huge file costs no more than that.
      to: facultyImportLimits.rows + 1 + 1,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new Refusal("bad_request", `The file is not valid CSV: ${error.message}`);
    }
    throw error;
  }
  const [first, ...rest] = records;
  if (!first) throw new Refusal("bad_request", "The file is empty: it needs a header row and a row per person.");
  const header = first.record.map((cell) => cell.trim().toLowerCase());
  const unknown = header.filter((cell) => !(facultyCsvColumns as readonly string[]).includes(cell));
  if (unknown.length > 0) {
    throw new Refusal(
      "bad_request",
      `The header names columns this import does not know: ${unknown.map((cell) => `"${cell}"`).join(", ")}. ` +
        `The columns are: ${facultyCsvColumns.join(", ")}.`,
    );
  }
  const missing = requiredFacultyCsvColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Refusal("bad_request", `The header lacks the columns ${missing.join(", ")}.`);
  }
  const repeated = header.filter((cell, index) => header.indexOf(cell) !== index);
  if (repeated.length > 0) throw new Refusal("bad_request", `The header names ${repeated[0]} twice.`);
  if (rest.length > facultyImportLimits.rows) {
    throw new Refusal(
      "payload_too_large",
      `The file has more than ${facultyImportLimits.rows} rows; split it into smaller files.`,
    );
  }
  if (rest.length === 0) throw new Refusal("bad_request", "The file has a header row but no person in it.");
  return {
    header: header as FacultyCsvColumn[],
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}

const comparableName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Admins edit faculty records one at a time, and add or change many from a CSV file
 * (docs/decisions/0165): the file is judged row by row, the same way for the preview
 * (`dryRun`) and for the run, which writes every acceptable row in one transaction.
 */
export function createFacultyEditService(db: Kysely<Database>, cache: ReadCache) {
  const departmentsOf = (executor: Kysely<Database>) =>
    executor.selectFrom("department").select(["id", "name"]).execute() as Promise<Department[]>;

  /** Each CSV row's outcome against the records as they are in `executor`. */
  const judge = async (executor: Kysely<Database>, csv: ParsedCsv) => {
    const departments = await departmentsOf(executor);
    const byId = new Map(departments.map((department) => [department.id, department]));
    const byName = new Map(departments.map((department) => [comparableName(department.name), department]));
    const existing = new Map(
      (await executor.selectFrom("faculty").selectAll().execute()).map((row) => [row.email.toLowerCase(), row]),
    );
    const firstLineOf = new Map<string, number>();
    const writes: Array<{ row: FacultyImportRow; fields: FacultyFields; existing?: FacultyRow }> = [];
    const report: FacultyImportRow[] = [];

    for (const { line, cells } of csv.rows) {
      const cell = (column: FacultyCsvColumn) => {
        const index = csv.header.indexOf(column);
        return index === -1 ? "" : (cells[index] ?? "");
      };
      const email = cell("email").trim();
      const name = [cell("firstname").trim(), cell("surname").trim()].filter(Boolean).join(" ");
      const refuse = (reasons: string[]) => report.push({ line, email, name, outcome: "refuse", changes: [], reasons });

      if (cells.length !== csv.header.length) {
        refuse([`The row has ${cells.length} cells where the header has ${csv.header.length} columns.`]);
        continue;
      }
      const reasons: string[] = [];
      const departmentCell = cell("department").trim();
      const department = byId.get(departmentCell) ?? byName.get(comparableName(departmentCell));
      if (departmentCell === "") reasons.push("The department is empty.");
      else if (!department) reasons.push(`No department is called "${departmentCell}".`);
      const list = (column: FacultyCsvColumn) =>
        cell(column)
          .split(";")
          .map((item) => item.trim());
      const parsed = facultyFieldsSchema.safeParse({
        salutation: cell("salutation"),
        firstname: cell("firstname"),
        surname: cell("surname"),
        email,
        department_id: department?.id ?? "000000000000000000000000",
        designation: cell("designation"),
        qualifications: list("qualifications"),
        areas_of_expertise: list("areas_of_expertise"),
        profile: cell("profile"),
      });
      if (!parsed.success) {
        reasons.push(
          ...parsed.error.issues.map((issue) =>
            issue.path[0] === "email" && email === "" ? "The email is empty." : `${issue.message}.`,
          ),
        );
      }
      const key = parsed.success ? parsed.data.email : email.toLowerCase();
      const earlier = firstLineOf.get(key);
      if (key !== "" && earlier !== undefined) reasons.push(`The email ${email} is also on line ${earlier}.`);
      else if (key !== "") firstLineOf.set(key, line);
      if (reasons.length > 0 || !parsed.success) {
        refuse(reasons);
        continue;
      }
      // A column left out of the file leaves that field of an existing person as it is.
      const fields = parsed.data;
      const given = (Object.keys(fields) as Array<keyof FacultyFields>).filter((field) =>
        field === "department_id" ? true : csv.header.includes(field as FacultyCsvColumn),
      );
      const current = existing.get(fields.email);
      if (!current) {
        const row: FacultyImportRow = { line, email: fields.email, name, outcome: "create", changes: [], reasons: [] };
        report.push(row);
        writes.push({ row, fields });
        continue;
      }
      const changes = changedFields(current, Object.fromEntries(given.map((field) => [field, fields[field]])));
      const row: FacultyImportRow = {
        line,
        email: fields.email,
        name,
        outcome: changes.length > 0 ? "change" : "unchanged",
        changes: changes.map((field) => (field === "department_id" ? "department" : field)),
        reasons: [],
      };
      report.push(row);
      if (changes.length > 0) {
        writes.push({
          row,
          fields: Object.fromEntries(changes.map((field) => [field, fields[field]])) as FacultyFields,
          existing: current,
        });
      }
    }
    return { report, writes };
  };

  const answerOf = (dryRun: boolean, rows: FacultyImportRow[]): FacultyImportAnswer => {
    const counts = { create: 0, change: 0, unchanged: 0, refuse: 0 };
    for (const row of rows) counts[row.outcome] += 1;
    return { dryRun, counts, rows };
  };

  const applyWrites = async (trx: Transaction<Database>, writes: Awaited<ReturnType<typeof judge>>["writes"]) => {
    const now = new Date().toISOString();
    for (const { fields, existing } of writes) {
      if (existing) {
        await trx
          .updateTable("faculty")
          .set({ ...toStored(fields), updated_at: now })
          .where("id", "=", existing.id)
          .execute();
        await searchIndex.person(trx, existing.id);
      } else {
        const id = newRowId();
        await trx
          .insertInto("faculty")
          .values({
            id,
            ...(toStored(fields) as Pick<FacultyRow, StoredField>),
            photo: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await searchIndex.person(trx, id);
      }
    }
  };

  const conflictOnEmail = (error: unknown): never => {
    // The unique email: another person has it (a race past the check).
    if (isUniqueViolation(error, "faculty", "email")) {
      throw new Refusal(
        "conflict",
        "Another faculty member was given the same email at the same moment. Nothing was saved; try again.",
      );
    }
    throw error;
  };

  return {
    /**
     * Reads the CSV and answers what each row would do; with `dryRun` false, also writes every
     * row that is not refused, in one transaction judged afresh inside it, with one audit entry.
     */
    async importCsv(actor: Actor, content: Buffer, { dryRun }: { dryRun: boolean }): Promise<FacultyImportAnswer> {
      const csv = parseCsv(decodeCsv(content));
      if (dryRun) return answerOf(true, (await judge(db, csv)).report);
      try {
        return await committedWrite(db, cache, async (trx) => {
          const { report, writes } = await judge(trx, csv);
          await applyWrites(trx, writes);
          const answer = answerOf(false, report);
          await recordAudit(trx, actor, {
            action: "faculty.import",
            targetType: "faculty",
            targetId: null,
            after: {
              created: answer.counts.create,
              changed: answer.counts.change,
              unchanged: answer.counts.unchanged,
              refused: answer.counts.refuse,
            },
          });
          return answer;
        });
      } catch (error) {
        return conflictOnEmail(error);
      }
    },

    /** Changes one person's fields; answers nothing, the caller reads the record back. */
    async update(actor: Actor, id: string, change: FacultyChange): Promise<void> {
      const parsed = facultyChangeSchema.parse(change);
      try {
        await committedWrite(db, cache, async (trx) => {
          const before = await trx.selectFrom("faculty").selectAll().where("id", "=", id).executeTakeFirst();
          if (!before) throw new Refusal("not_found", "No faculty member has this id");
          if (parsed.department_id !== undefined) {
            const department = await trx
              .selectFrom("department")
              .select("id")
              .where("id", "=", parsed.department_id)
              .executeTakeFirst();
            if (!department) throw new Refusal("bad_request", "No department has the id given as department_id");
          }
          if (parsed.email !== undefined && parsed.email !== before.email.toLowerCase()) {
            const holder = await trx
              .selectFrom("faculty")
              .select(["firstname", "surname"])
              .where((eb) => eb(eb.fn("lower", ["email"]), "=", parsed.email!))
              .where("id", "!=", id)
              .executeTakeFirst();
            if (holder) {
              throw new Refusal(
                "conflict",
                `${holder.firstname} ${holder.surname} already has the email ${parsed.email}`,
              );
            }
          }
          const changes = changedFields(before, parsed);
          if (changes.length === 0) return;
          await trx
            .updateTable("faculty")
            .set({ ...toStored(parsed), updated_at: new Date().toISOString() })
            .where("id", "=", id)
            .execute();
          await searchIndex.person(trx, id);
          const after = { ...before, ...toStored(parsed) };
          await recordAudit(trx, actor, {
            action: "faculty.update",
            targetType: "faculty",
            targetId: id,
            before: { title: fullName(before), ...Object.fromEntries(changes.map((field) => [field, before[field]])) },
            after: { title: fullName(after), ...Object.fromEntries(changes.map((field) => [field, after[field]])) },
          });
        });
      } catch (error) {
        conflictOnEmail(error);
      }
    },
  };
}

export type FacultyEditService = ReturnType<typeof createFacultyEditService>;
