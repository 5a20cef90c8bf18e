import type { Kysely } from "kysely";
import type { Campus, CampusChange, CampusQuery } from "#common/api/campus.ts";
import { campusPageGroup, mayEditGroup } from "#common/api/content.ts";
import type { StaffUser } from "#common/api/staff.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { fileUrl, photoColumns, preparePhoto, type Rendition } from "./photos.ts";
import { Refusal } from "./refusal.ts";
import { parseStringList, toCount } from "./rows.ts";
import { searchIndex } from "../db/search-index.ts";

/** The campus page's photo: its column is at most 576 px wide on a desktop, the whole width of a phone. */
export const campusPhotoRenditions: ReadonlyArray<Rendition> = [{ width: 1200 }, { width: 640 }];

/**
 * The campuses: public reads, cached, and staff's changes to a campus's details and
 * programmes (docs/decisions/0162). An editor changes only the campuses whose group
 * ("campus-dwarka") their account is given; every write is audited with the campus's
 * name and empties the caches of every process once committed.
 */
export function createCampusService(db: Kysely<Database>, cache: ReadCache) {
  /** The campus named by id or slug, and whether the account may change it. */
  const editable = async (user: StaffUser, idOrSlug: string) => {
    const campus = await db
      .selectFrom("campus")
      .select(["id", "slug", "name"])
      .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]))
      .executeTakeFirst();
    if (!campus) throw new Refusal("not_found", `No campus has the id or slug ${idOrSlug}`);
    const group = campusPageGroup(campus.slug);
    if (!mayEditGroup(user, group)) {
      throw new Refusal("forbidden", `Your account may not change ${campus.name}: it needs the ${group} page group`);
    }
    return campus;
  };

  const summaryOf = async (executor: Kysely<Database>, id: string) => {
    const row = await executor
      .selectFrom("campus")
      .select([
        "name",
        "address",
        "address_hi",
        "phone",
        "email",
        "director",
        "director_email",
        "maps_url",
        "listed_programmes",
        "photo_id",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { title: row.name, ...row, listed_programmes: parseStringList(row.listed_programmes) };
  };

  const one = async (id: string): Promise<Campus> => (await service.list()).find((campus) => campus._id === id)!;

  const service = {
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
            "address_hi",
            "maps_url",
            "email",
            "phone",
            "image",
            "photo_id",
            "photo_small_id",
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
          value: rows.map(
            ({ id, highlights, labs, listed_programmes, image, photo_id, photo_small_id, ...campus }) => ({
              _id: id,
              ...campus,
              image: photo_id ? fileUrl(photo_id) : image,
              image_small: photo_small_id ? fileUrl(photo_small_id) : null,
              highlights: parseStringList(highlights),
              labs: parseStringList(labs),
              listed_programmes: parseStringList(listed_programmes),
            }),
          ),
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

    /** Changes the fields named; the programme list replaces the campus's own. */
    async update(user: StaffUser, actor: Actor, idOrSlug: string, change: CampusChange): Promise<Campus> {
      const campus = await editable(user, idOrSlug);
      const { listed_programmes, ...fields } = change;
      await committedWrite(db, cache, async (trx) => {
        const before = await summaryOf(trx, campus.id);
        await trx
          .updateTable("campus")
          .set({
            ...fields,
            ...(listed_programmes ? { listed_programmes: JSON.stringify(listed_programmes) } : {}),
            updated_at: new Date().toISOString(),
          })
          .where("id", "=", campus.id)
          .execute();
        await searchIndex.campus(trx, campus.id);
        await recordAudit(trx, actor, {
          action: "campus.update",
          targetType: "campus",
          targetId: campus.slug,
          before,
          after: await summaryOf(trx, campus.id),
        });
      });
      return one(campus.id);
    },

    /** Replaces the campus's photo (checked by content, resized); null removes it (the drawing shows again). */
    async setPhoto(user: StaffUser, actor: Actor, idOrSlug: string, content: Buffer | null): Promise<Campus> {
      const campus = await editable(user, idOrSlug);
      const photo = content && (await preparePhoto(content, campusPhotoRenditions));
      await committedWrite(db, cache, async (trx) => {
        const columns = await photoColumns(trx, photo);
        await trx
          .updateTable("campus")
          .set({ ...columns, updated_at: new Date().toISOString() })
          .where("id", "=", campus.id)
          .execute();
        await recordAudit(trx, actor, {
          action: photo ? "campus.photo" : "campus.photo.remove",
          targetType: "campus",
          targetId: campus.slug,
          after: { title: campus.name, photo: columns.photo_id },
        });
      });
      return one(campus.id);
    },
  };
  return service;
}

export type CampusService = ReturnType<typeof createCampusService>;
