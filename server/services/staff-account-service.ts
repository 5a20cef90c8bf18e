import type { Kysely, Selectable } from "kysely";
import type { NewStaffUser, StaffUser, StaffUserChange } from "#common/api/staff.ts";
import type { Database, StaffUserTable } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import type { ReadCache } from "./read-cache.ts";
import { Refusal } from "./refusal.ts";
import { parseStringList, toFlag } from "./rows.ts";

// argon2's native library is loaded at the first hash or check, not at start (decision 0090).

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await import("@node-rs/argon2");
  return hash(password);
}

/**
 * Whether `password` is the one `passwordHash` was made from (the hash carries its parameters);
 * false for a stored hash argon2 cannot read.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await import("@node-rs/argon2");
  return verify(passwordHash, password).catch(() => false);
}

export function toStaffUser(row: Selectable<StaffUserTable>): StaffUser {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sections: row.role === "editor" ? parseStringList(row.sections) : [],
    page_groups: row.role === "editor" ? (parseStringList(row.page_groups) as StaffUser["page_groups"]) : [],
    faculty_id: row.faculty_id,
    grievance_campus: row.role === "grievance_officer" ? row.grievance_campus : null,
    disabled: toFlag(row.disabled),
    last_sign_in_at: row.last_sign_in_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What the audit log keeps of an account: never the hash. */
function auditSummary(user: StaffUser) {
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    sections: user.sections,
    page_groups: user.page_groups,
    faculty_id: user.faculty_id,
    grievance_campus: user.grievance_campus,
    disabled: user.disabled,
  };
}

/** Staff accounts, managed by admins (and the first one from the command line). */
export function createStaffAccountService(db: Kysely<Database>, cache: Pick<ReadCache, "invalidate">) {
  const findRow = (id: string) => db.selectFrom("staff_user").selectAll().where("id", "=", id).executeTakeFirst();

  const existing = async (id: string): Promise<StaffUser> => {
    const row = await findRow(id);
    if (!row) throw new Refusal("not_found", "No staff account has this id");
    return toStaffUser(row);
  };

  const checkFacultyLink = async (role: StaffUser["role"], facultyId: string | null) => {
    if (facultyId === null) return;
    if (role !== "faculty")
      throw new Refusal("bad_request", "faculty_id: only faculty accounts speak for a faculty member");
    const faculty = await db.selectFrom("faculty").select("id").where("id", "=", facultyId).executeTakeFirst();
    if (!faculty) throw new Refusal("bad_request", "faculty_id: no faculty member has this id");
  };

  return {
    async list(): Promise<StaffUser[]> {
      const rows = await db.selectFrom("staff_user").selectAll().orderBy("email").execute();
      return rows.map(toStaffUser);
    },

    find: existing,

    async create(input: NewStaffUser, actor: Actor): Promise<StaffUser> {
      await checkFacultyLink(input.role, input.faculty_id);
      const taken = await db.selectFrom("staff_user").select("id").where("email", "=", input.email).executeTakeFirst();
      if (taken) throw new Refusal("conflict", "An account with this email exists");
      const now = new Date().toISOString();
      const id = newRowId();
      const passwordHash = await hashPassword(input.password);
      await committedWrite(db, cache, async (trx) => {
        await trx
          .insertInto("staff_user")
          .values({
            id,
            email: input.email,
            name: input.name,
            password_hash: passwordHash,
            role: input.role,
            sections: JSON.stringify(input.role === "editor" ? input.sections : []),
            page_groups: JSON.stringify(input.role === "editor" ? input.page_groups : []),
            faculty_id: input.faculty_id,
            grievance_campus: input.role === "grievance_officer" ? input.grievance_campus : null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const created = toStaffUser(
          await trx.selectFrom("staff_user").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
        );
        await recordAudit(trx, actor, {
          action: "user.create",
          targetType: "user",
          targetId: id,
          after: auditSummary(created),
        });
      });
      return existing(id);
    },

    /**
     * Name, role, sections, page groups, faculty link, an officer's campus or the disabled flag. Disabling ends the account's
     * sessions for good: its tokens stop working at once and stay dead if it is enabled again.
     */
    async change(id: string, change: StaffUserChange, actor: Actor): Promise<StaffUser> {
      const before = await existing(id);
      if (id === actor.id && (change.disabled === true || (change.role && change.role !== "admin"))) {
        throw new Refusal("conflict", "You cannot disable your own account or take away your own admin role");
      }
      const role = change.role ?? before.role;
      const facultyId =
        change.faculty_id === undefined ? (role === "faculty" ? before.faculty_id : null) : change.faculty_id;
      await checkFacultyLink(role, facultyId);
      const sections = role === "editor" ? (change.sections ?? before.sections) : [];
      const pageGroups = role === "editor" ? (change.page_groups ?? before.page_groups) : [];
      const grievanceCampus =
        role === "grievance_officer"
          ? change.grievance_campus === undefined
            ? before.grievance_campus
            : change.grievance_campus
          : null;
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("staff_user")
          .set((eb) => ({
            role,
            ...(change.name === undefined ? {} : { name: change.name }),
            sections: JSON.stringify(sections),
            page_groups: JSON.stringify(pageGroups),
            faculty_id: facultyId,
            grievance_campus: grievanceCampus,
            ...(change.disabled === undefined ? {} : { disabled: change.disabled ? 1 : 0 }),
            ...(change.disabled === true && { session_generation: eb("session_generation", "+", 1) }),
            updated_at: new Date().toISOString(),
          }))
          .where("id", "=", id)
          .execute();
        const after = toStaffUser(
          await trx.selectFrom("staff_user").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
        );
        const action =
          change.disabled === true && !before.disabled
            ? "user.disable"
            : change.disabled === false && before.disabled
              ? "user.enable"
              : "user.change";
        await recordAudit(trx, actor, {
          action,
          targetType: "user",
          targetId: id,
          before: auditSummary(before),
          after: auditSummary(after),
        });
      });
      return existing(id);
    },

    async resetPassword(id: string, password: string, actor: Actor): Promise<void> {
      const user = await existing(id);
      const passwordHash = await hashPassword(password);
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("staff_user")
          // Whoever held the old password is signed out everywhere.
          .set((eb) => ({
            password_hash: passwordHash,
            session_generation: eb("session_generation", "+", 1),
            updated_at: new Date().toISOString(),
          }))
          .where("id", "=", id)
          .execute();
        await recordAudit(trx, actor, {
          action: "user.password",
          targetType: "user",
          targetId: id,
          after: { email: user.email },
        });
      });
    },
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
