import type { Kysely } from "kysely";
import type { CampusZone } from "#common/campuses.ts";
import type { Database } from "../db/schema.ts";

export type Campus = {
  _id: string;
  name: string;
  slug: string;
  zone: CampusZone;
  address: string | null;
};

export function createCampusService(db: Kysely<Database>) {
  return {
    async list(filter: { zone?: CampusZone } = {}): Promise<Campus[]> {
      let query = db.selectFrom("campus").select(["id", "name", "slug", "zone", "address"]);
      if (filter.zone) query = query.where("zone", "=", filter.zone);
      const rows = await query.orderBy("sort_order").orderBy("name").execute();
      return rows.map(({ id, ...campus }) => ({ _id: id, ...campus }));
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("campus")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type CampusService = ReturnType<typeof createCampusService>;
