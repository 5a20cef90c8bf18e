import type { Kysely } from "kysely";
import type { StaffUser } from "#common/api/staff.ts";
import type { OwnProfileChange } from "#common/api/staff-profile.ts";
import type { Database } from "../db/schema.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import type { ReadCache } from "./read-cache.ts";
import { Refusal } from "./refusal.ts";
import { searchIndex } from "../db/search-index.ts";

/**
 * What faculty accounts edit themselves: their own public profile and, for a
 * head of department (the department's `hod` email is theirs), the
 * department's overview. Admins may edit any overview.
 */
export function createStaffProfileService(db: Kysely<Database>, cache: ReadCache) {
  const actorOf = (user: StaffUser, address: string | null): Actor => ({ id: user._id, email: user.email, address });

  const linkedFaculty = async (user: StaffUser) => {
    if (user.role !== "faculty" || user.faculty_id === null) {
      throw new Refusal("forbidden", "This account does not speak for a faculty member");
    }
    const row = await db.selectFrom("faculty").selectAll().where("id", "=", user.faculty_id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", "The faculty member this account speaks for no longer exists");
    return row;
  };

  return {
    /** The faculty id whose profile the account edits. */
    async ownFacultyId(user: StaffUser): Promise<string> {
      return (await linkedFaculty(user)).id;
    },

    async updateOwnProfile(user: StaffUser, change: OwnProfileChange, address: string | null): Promise<string> {
      const before = await linkedFaculty(user);
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("faculty")
          .set({
            ...(change.designation === undefined ? {} : { designation: change.designation }),
            ...(change.qualifications === undefined ? {} : { qualifications: JSON.stringify(change.qualifications) }),
            ...(change.areas_of_expertise === undefined
              ? {}
              : { areas_of_expertise: JSON.stringify(change.areas_of_expertise) }),
            ...(change.profile === undefined ? {} : { profile: change.profile }),
            updated_at: new Date().toISOString(),
          })
          .where("id", "=", before.id)
          .execute();
        await searchIndex.person(trx, before.id);
        await recordAudit(trx, actorOf(user, address), {
          action: "faculty.profile",
          targetType: "faculty",
          targetId: before.id,
          before: { designation: before.designation, profile_length: before.profile.length },
          after: change,
        });
      });
      return before.id;
    },

    async updateDepartmentOverview(user: StaffUser, departmentId: string, overview: string, address: string | null) {
      const department = await db
        .selectFrom("department")
        .selectAll()
        .where("id", "=", departmentId)
        .executeTakeFirst();
      if (!department) throw new Refusal("not_found", "No department has this id");
      if (user.role !== "admin") {
        const faculty = user.role === "faculty" ? await linkedFaculty(user) : undefined;
        const isHead = faculty !== undefined && department.hod_email?.toLowerCase() === faculty.email.toLowerCase();
        if (!isHead) throw new Refusal("forbidden", "Only the head of this department or an admin edits its overview");
      }
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("department")
          .set({ overview, updated_at: new Date().toISOString() })
          .where("id", "=", departmentId)
          .execute();
        await searchIndex.department(trx, departmentId);
        await recordAudit(trx, actorOf(user, address), {
          action: "department.overview",
          targetType: "department",
          targetId: departmentId,
          before: { overview_length: department.overview.length },
          after: { overview_length: overview.length },
        });
      });
    },
  };
}

export type StaffProfileService = ReturnType<typeof createStaffProfileService>;
