import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { StaffRoleKey } from "#common/api/staff.ts";
import { newRowId } from "./audit-service.ts";
import { isPostgres } from "../db/search-index.ts";
import { hashPassword } from "./staff-account-service.ts";
import type { Database } from "../db/schema.ts";

const editorSections = ["alerts and circulars", "news", "events", "tenders"];
const editorPageGroups = ["admission"];
const demoRoles = ["admin", "editor", "faculty"] satisfies StaffRoleKey[];

const demoEmail = (role: StaffRoleKey) => `demo-${role}@dseu.ac.in`;

/**
 * One demo account per role, for trying the console (SEED_DEMO_USERS=1 only).
 * Each start gives them new random passwords and answers the lines to print,
 * `demo <role>: <email> <password>`. The faculty account speaks for a head of
 * department, so it can also edit a department overview.
 *
 * Instances that start together on one database (several machines, or two `npm start`s)
 * take turns, and only the first sets passwords: one whose start began (`startedAt`) before
 * the accounts were last set was starting alongside the one that set them, and keeps them,
 * saying so instead of printing a password that the other's would have overwritten.
 */
export async function seedDemoUsers(db: Kysely<Database>, startedAt = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // SQLite's transactions already take the write lock as they begin (decision 0184).
    if (isPostgres(db as Kysely<unknown>))
      await sql`select pg_advisory_xact_lock(hashtext('dseu:demo-users'))`.execute(trx);
    const lastSet = await trx
      .selectFrom("staff_user")
      .select("updated_at")
      .where("email", "=", demoEmail("admin"))
      .executeTakeFirst();
    if (lastSet && lastSet.updated_at >= startedAt.toISOString()) {
      return demoRoles.map(
        (role) => `demo ${role}: ${demoEmail(role)} (password as printed by the instance that started alongside)`,
      );
    }
    const head = await trx
      .selectFrom("faculty")
      .innerJoin("department", "department.hod_email", "faculty.email")
      .select("faculty.id")
      .orderBy("faculty.id")
      .executeTakeFirst();
    const anyone = head ?? (await trx.selectFrom("faculty").select("id").orderBy("id").executeTakeFirst());
    const lines: string[] = [];
    for (const role of demoRoles) {
      const email = demoEmail(role);
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
      await trx
        .insertInto("staff_user")
        .values({ id: newRowId(), email, created_at: now, ...account })
        .onConflict((conflict) => conflict.column("email").doUpdateSet(account))
        .execute();
      lines.push(`demo ${role}: ${email} ${password}`);
    }
    return lines;
  });
}
