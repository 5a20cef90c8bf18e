import type { Kysely } from "kysely";
import type { Campus, CampusQuery } from "#common/api/campus.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "../delivery/read-cache.ts";
import { parseStringList, toCount } from "./rows.ts";

export function createCampusService(db: Kysely<Database>, cache: ReadCache) {
  return {
    list(filter: CampusQuery = {}): Promise<Campus[]> {
      return cache.read(`campus:list:${filter.zone ?? ""}`, async () => {
        let query = db
          .selectFrom("campus")
          .select([
            "id",
            "name",
            "name_hi",
            "slug",
            "zone",
            "address",
            "maps_url",
            "email",
            "phone",
            "image",
            "director",
            "director_email",
            "transport",
            "history",
            "highlights",
            "labs",
            "listed_programmes",
          ]);
        if (filter.zone) query = query.where("zone", "=", filter.zone);
        const rows = await query.orderBy("sort_order").orderBy("name").execute();
        return {
          value: rows.map(({ id, highlights, labs, listed_programmes, ...campus }) => ({
            _id: id,
            ...campus,
            highlights: parseStringList(highlights),
            labs: parseStringList(labs),
            listed_programmes: parseStringList(listed_programmes),
          })),
        };
      });
    },

    count(): Promise<number> {
      return cache.read("campus:count", async () => {
        const { count } = await db
          .selectFrom("campus")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow();
        return { value: toCount(count) };
      });
    },
  };
}

export type CampusService = ReturnType<typeof createCampusService>;
