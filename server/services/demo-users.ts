import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { StaffRoleKey } from "#common/api/staff.ts";
import { newRowId } from "./audit-service.ts";
import { hashPassword } from "./staff-account-service.ts";
import type { Database } from "../db/schema.ts";

const editorSections = ["alerts and circulars", "news", "events", "tenders"];
const editorPageGroups = ["admission"];

/**
 * One demo account per role, for trying the console (SEED_DEMO_USERS=1 only).
 * Each start gives them new random passwords and answers the lines to print,
 * `demo <role>: <email> <password>`. The faculty account speaks for a head of
 * department, so it can also edit a department overview.
 */
export async function seedDemoUsers(db: Kysely<Database>): Promise<string[]> {
  const head = await db
    .selectFrom("faculty")
    .innerJoin("department", "department.hod_email", "faculty.email")
    .select("faculty.id")
    .orderBy("faculty.id")
    .executeTakeFirst();
  const anyone = head ?? (await db.selectFrom("faculty").select("id").orderBy("id").executeTakeFirst());
  const lines: string[] = [];
  for (const role of ["admin", "editor", "faculty"] satisfies StaffRoleKey[]) {
    const email = `demo-${role}@dseu.ac.in`;
    const password = randomBytes(12).toString("base64url");
    const now = new Date().toISOString();
    const account = {
      password_hash: await hashPassword(password),
      role,
      sections: JSON.stringify(role === "editor" ? editorSections : []),
      page_groups: JSON.stringify(role === "editor" ? editorPageGroups : []),
      faculty_id: role === "faculty" ? (anyone?.id ?? null) : null,
      disabled: 0,
      updated_at: now,
    };
    await db
      .insertInto("staff_user")
      .values({ id: newRowId(), email, created_at: now, ...account })
      .onConflict((conflict) => conflict.column("email").doUpdateSet(account))
      .execute();
    lines.push(`demo ${role}: ${email} ${password}`);
  }
  return lines;
}
