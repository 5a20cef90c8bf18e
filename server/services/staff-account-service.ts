import type { Kysely, Selectable, Transaction } from "kysely";
import type { PasswordLink } from "#common/api/mail.ts";
import type { NewStaffInvitation, NewStaffUser, StaffUser, StaffUserChange } from "#common/api/staff.ts";
import type { Database, MailLanguage, StaffUserTable } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import type { ReadCache } from "./read-cache.ts";
import { retireLinks, useLink, type FoundLink, type MailLinkService } from "./mail-link-service.ts";
import { addToOutbox, type MailOutbox } from "./mail-outbox-service.ts";
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
    invited: row.password_hash === "",
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

/** The links that set an account's password: an invitation's and a reset's (decision 0203). */
const passwordLinkPurposes = ["staff-invite", "password-reset"] as const;

/** What a link that no longer works says, by why. */
function linkRefusal(state: Exclude<FoundLink["state"], "valid">): Refusal {
  if (state === "used")
    return new Refusal("gone", "This link has been used already. Ask for a new one if you still need it.");
  if (state === "expired") return new Refusal("gone", "This link has expired. Ask for a new one.");
  return new Refusal("not_found", "This link is not valid. Check that the whole link was opened.");
}

/**
 * Staff accounts, managed by admins (and the first one from the command line). An admin
 * invites a person by email (decision 0203): the account has no password until its owner
 * chooses one through the invitation's link, which the outbox sends.
 */
export function createStaffAccountService(
  db: Kysely<Database>,
  cache: Pick<ReadCache, "invalidate">,
  mail: Pick<MailOutbox, "announce">,
  links: Pick<MailLinkService, "inspect">,
  clock: () => Date,
) {
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

  /** Adds an account (its password hash empty for an invitation) and its audit entry, in the caller's transaction. */
  const insertAccount = async (
    trx: Transaction<Database>,
    input: Omit<NewStaffUser, "password">,
    passwordHash: string,
    actor: Actor,
    action: "user.create" | "user.invite",
  ): Promise<string> => {
    const now = clock().toISOString();
    const id = newRowId();
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
    await recordAudit(trx, actor, { action, targetType: "user", targetId: id, after: auditSummary(created) });
    return id;
  };

  const checkNewAccount = async (input: Omit<NewStaffUser, "password">) => {
    await checkFacultyLink(input.role, input.faculty_id);
    const taken = await db.selectFrom("staff_user").select("id").where("email", "=", input.email).executeTakeFirst();
    if (taken) throw new Refusal("conflict", "An account with this email exists");
  };

  /** The invitation to an account without a password, in the caller's transaction. */
  const addInvitation = (trx: Transaction<Database>, user: StaffUser, language: MailLanguage) =>
    addToOutbox(
      trx,
      {
        kind: "staff-invitation",
        payload: { role: user.role },
        to: { name: user.name ?? "", address: user.email },
        language,
        linkTarget: user._id,
      },
      clock(),
    );

  return {
    async list(): Promise<StaffUser[]> {
      const rows = await db.selectFrom("staff_user").selectAll().orderBy("email").execute();
      return rows.map(toStaffUser);
    },

    find: existing,

    async create(input: NewStaffUser, actor: Actor): Promise<StaffUser> {
      await checkNewAccount(input);
      const passwordHash = await hashPassword(input.password);
      const id = await committedWrite(db, cache, (trx) =>
        insertAccount(trx, input, passwordHash, actor, "user.create"),
      );
      return existing(id);
    },

    /**
     * Makes an account without a password and writes its invitation to the outbox, in one
     * transaction: the person chooses a password through the message's link, which works once
     * within 48 hours.
     */
    async invite(input: NewStaffInvitation, actor: Actor): Promise<StaffUser> {
      await checkNewAccount(input);
      const id = await committedWrite(db, cache, async (trx) => {
        const id = await insertAccount(trx, input, "", actor, "user.invite");
        await addInvitation(
          trx,
          toStaffUser(await trx.selectFrom("staff_user").selectAll().where("id", "=", id).executeTakeFirstOrThrow()),
          input.language,
        );
        return id;
      });
      mail.announce();
      return existing(id);
    },

    /** Sends an invited account's invitation again (a new link; the earlier ones still work until used or expired). */
    async inviteAgain(id: string, language: MailLanguage, actor: Actor): Promise<StaffUser> {
      const user = await existing(id);
      if (!user.invited) throw new Refusal("conflict", "This account has chosen its password already");
      if (user.disabled) throw new Refusal("conflict", "This account is disabled: enable it first");
      await committedWrite(db, cache, async (trx) => {
        await addInvitation(trx, user, language);
        await recordAudit(trx, actor, {
          action: "user.invite-again",
          targetType: "user",
          targetId: id,
          after: { email: user.email },
        });
      });
      mail.announce();
      return user;
    },

    /** What an invitation's or reset's link is, whether it still works, and whose account it opens while it does. */
    async passwordLink(token: string): Promise<PasswordLink> {
      const link = await links.inspect(token, passwordLinkPurposes);
      const account =
        link.state === "valid" && link.targetId
          ? await db.selectFrom("staff_user").select("email").where("id", "=", link.targetId).executeTakeFirst()
          : undefined;
      return {
        state: link.state,
        purpose: link.purpose as PasswordLink["purpose"],
        email: account?.email ?? null,
      };
    },

    /**
     * Sets an account's password through an invitation's or reset's link (decision 0203): the
     * link is used up, the account's other such links end with it, and every session of the
     * account ends (its tokens and console sessions), in one audited transaction.
     */
    async setPasswordWithLink(token: string, password: string, address: string | null): Promise<StaffUser> {
      const passwordHash = await hashPassword(password);
      const now = clock();
      const outcome = await committedWrite(db, cache, async (trx): Promise<FoundLink | StaffUser> => {
        const link = await useLink(trx, token, passwordLinkPurposes, now);
        const row =
          link.state === "valid" && link.targetId
            ? await trx.selectFrom("staff_user").selectAll().where("id", "=", link.targetId).executeTakeFirst()
            : undefined;
        if (!row || toFlag(row.disabled)) return link.state === "valid" ? { ...link, state: "unknown" } : link;
        await trx
          .updateTable("staff_user")
          .set((eb) => ({
            password_hash: passwordHash,
            session_generation: eb("session_generation", "+", 1),
            updated_at: now.toISOString(),
          }))
          .where("id", "=", row.id)
          .execute();
        // The generation above ends every session and token: a console tab still open is told
        // why ("password-changed"), which a deleted session could not be.
        await retireLinks(trx, passwordLinkPurposes, row.id, now);
        await recordAudit(
          trx,
          { id: row.id, email: row.email, address },
          {
            action: link.purpose === "staff-invite" ? "user.invitation-accepted" : "user.password-reset",
            targetType: "user",
            targetId: row.id,
            after: { email: row.email },
          },
        );
        return toStaffUser(row);
      });
      if ("state" in outcome) throw linkRefusal(outcome.state === "valid" ? "unknown" : outcome.state);
      return existing(outcome._id);
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
        // The password is chosen: links sent to choose it no longer work.
        await retireLinks(trx, passwordLinkPurposes, id, clock());
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
