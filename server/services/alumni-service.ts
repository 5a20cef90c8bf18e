import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AlumniInput, AlumniReviewStatus } from "#common/forms/alumni.ts";
import type { Database } from "../db/schema.ts";
import { toCsv } from "./csv.ts";
import { claimReceipt, ReplayedSubmission } from "./form-guard-service.ts";
import type { ReadCache } from "./read-cache.ts";
import { toCount } from "./rows.ts";

export type AlumniRegistration = Omit<AlumniInput, "consent">;

/** Whether the registration was new or updated one made before with the same email. */
export type RegisterAlumniResult = { kind: "created" | "updated"; replayed: boolean };

export function createAlumniService(db: Kysely<Database>, cache: ReadCache) {
  return {
    /**
     * Stores a registration for staff review. The same email again updates the
     * first registration (and sends it back to review); a token seen before changes nothing.
     */
    async register(registration: AlumniRegistration, now = new Date()): Promise<RegisterAlumniResult> {
      const { token, name, programme, yearOfPassing, email, organisation } = registration;
      try {
        const kind = await db.transaction().execute(async (trx) => {
          const existing = await trx.selectFrom("alumni").select("id").where("email", "=", email).executeTakeFirst();
          const fields = {
            name,
            programme,
            year_of_passing: yearOfPassing,
            organisation: organisation || null,
            review_status: "pending",
            updated_at: now.toISOString(),
          };
          await trx
            .insertInto("alumni")
            .values({ id: randomUUID(), email, ...fields, created_at: now.toISOString() })
            .onConflict((conflict) => conflict.column("email").doUpdateSet(fields))
            .execute();
          const kind = existing ? "updated" : "created";
          const claimed = await claimReceipt(trx, { token, form: "alumni", result: kind });
          if (claimed !== kind) throw new ReplayedSubmission(claimed);
          return kind;
        });
        cache.invalidate();
        return { kind, replayed: false };
      } catch (error) {
        if (error instanceof ReplayedSubmission) {
          return { kind: error.result === "updated" ? "updated" : "created", replayed: true };
        }
        throw error;
      }
    },

    // The staff console's operations.

    async list({ status, page = 1, limit = 50 }: { status?: AlumniReviewStatus; page?: number; limit?: number } = {}) {
      let query = db.selectFrom("alumni");
      if (status) query = query.where("review_status", "=", status);
      const [{ count }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy("updated_at", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
      ]);
      const total = toCount(count);
      return { alumni: rows, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    detail(id: string) {
      return db.selectFrom("alumni").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async updateReviewStatus(id: string, status: AlumniReviewStatus): Promise<boolean> {
      const result = await db
        .updateTable("alumni")
        .set({ review_status: status, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .executeTakeFirst();
      cache.invalidate();
      return Number(result.numUpdatedRows) > 0;
    },

    async exportCsv(): Promise<string> {
      const rows = await db.selectFrom("alumni").selectAll().orderBy("created_at").execute();
      return toCsv(
        ["name", "email", "programme", "year_of_passing", "organisation", "review_status", "created_at", "updated_at"],
        rows.map((row) => [
          row.name,
          row.email,
          row.programme,
          row.year_of_passing,
          row.organisation,
          row.review_status,
          row.created_at,
          row.updated_at,
        ]),
      );
    },
  };
}

export type AlumniService = ReturnType<typeof createAlumniService>;
