import type { Kysely, Selectable } from "kysely";
import {
  eventPosterSizes,
  homeImageLimits,
  type EventPopup,
  type EventPopupWrite,
  type EventPoster,
} from "#common/api/home-blocks.ts";
import type { Database, EventPopupTable } from "../db/schema.ts";
import type { ReadCache } from "../delivery/read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { fileUrl, preparePhoto, storePhoto } from "./photos.ts";
import { Refusal } from "./refusal.ts";
import { toFlag } from "./rows.ts";

const popupId = "event-popup";
/** What a poster may be: the photos' types and AVIF, which phones' cameras and design tools now write. */
const posterTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
const indiaOffsetMs = 330 * 60_000;

/** Today's date in India, YYYY-MM-DD: the pop-up's dates are days there. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + indiaOffsetMs).toISOString().slice(0, 10);
}

function toPopup(row: Selectable<EventPopupTable>): EventPopup {
  const poster: EventPoster | null =
    row.poster_id && row.poster_small_id && row.poster_width && row.poster_height
      ? {
          id: row.poster_id,
          small_id: row.poster_small_id,
          url: fileUrl(row.poster_id),
          small_url: fileUrl(row.poster_small_id),
          width: row.poster_width,
          height: row.poster_height,
        }
      : null;
  return {
    enabled: toFlag(row.enabled),
    poster,
    link: row.link,
    alt_en: row.alt_en,
    alt_hi: row.alt_hi,
    show_from: row.show_from,
    show_until: row.show_until,
    updated_at: row.updated_at,
  };
}

/** Whether the pop-up shows on `day`: switched on, and the day within its dates. */
export function popupShowsOn(popup: EventPopup, day: string): boolean {
  return (
    popup.enabled && (!popup.show_from || popup.show_from <= day) && (!popup.show_until || day <= popup.show_until)
  );
}

/**
 * The home page's blocks kept in the database (docs/decisions/0167): the event pop-up, shown
 * by every page while it is on and within its dates, and the images uploaded for it, checked
 * by their content, resized to the pop-up's sizes and stored under the hash of their bytes
 * (server/services/photos.ts, shared with the officials' photos).
 */
export function createHomeBlockService(db: Kysely<Database>, cache: ReadCache) {
  const readPopup = (executor: Kysely<Database>) =>
    executor.selectFrom("event_popup").selectAll().where("id", "=", popupId).executeTakeFirstOrThrow();

  /** The pop-up as staff set it (the console), whether or not it shows today. */
  const eventPopup = (): Promise<EventPopup> =>
    cache.read("home:event-popup", async () => ({ value: toPopup(await readPopup(db)) }));

  return {
    eventPopup,

    /** The pop-up pages open with today, or null when it is off or outside its dates. */
    async shownEventPopup(now = Date.now()): Promise<EventPopup | null> {
      const popup = await eventPopup();
      return popupShowsOn(popup, todayInIndia(now)) ? popup : null;
    },

    /** Checks an uploaded poster by its content, stores it at the pop-up's two sizes, answers both. */
    async uploadPoster(actor: Actor, content: Buffer): Promise<EventPoster> {
      const [large, small] = await preparePhoto(content, [eventPosterSizes.large, eventPosterSizes.small], {
        types: posterTypes,
        maxBytes: homeImageLimits.bytes,
      });
      return committedWrite(db, cache, async (trx) => {
        const [id, smallId] = await storePhoto(trx, [large!, small!]);
        await recordAudit(trx, actor, {
          action: "home.image",
          targetType: "stored_file",
          targetId: id!,
          after: { title: "event pop-up poster", width: large!.width, height: large!.height, bytes: content.length },
        });
        return {
          id: id!,
          small_id: smallId!,
          url: fileUrl(id!),
          small_url: fileUrl(smallId!),
          width: large!.width,
          height: large!.height,
        };
      });
    },

    /** Replaces the pop-up's settings, audited; every process forgets the old ones at once. */
    async saveEventPopup(actor: Actor, write: EventPopupWrite): Promise<EventPopup> {
      return committedWrite(db, cache, async (trx) => {
        const before = toPopup(await readPopup(trx));
        let dimensions = { width: null as number | null, height: null as number | null };
        if (write.poster) {
          const files = await trx
            .selectFrom("stored_file")
            .select(["id", "content", "content_type"])
            .where("id", "in", [write.poster.id, write.poster.small_id])
            .execute();
          const large = files.find((file) => file.id === write.poster!.id);
          const small = files.find((file) => file.id === write.poster!.small_id);
          if (!large || !small || large.content_type !== "image/webp" || small.content_type !== "image/webp") {
            throw new Refusal("bad_request", "The poster is not an image uploaded through POST /home/images");
          }
          const { default: sharp } = await import("sharp");
          const metadata = await sharp(large.content).metadata();
          dimensions = { width: metadata.width, height: metadata.height };
        }
        const row = {
          enabled: write.enabled ? 1 : 0,
          poster_id: write.poster?.id ?? null,
          poster_small_id: write.poster?.small_id ?? null,
          poster_width: dimensions.width,
          poster_height: dimensions.height,
          link: write.link,
          alt_en: write.alt_en,
          alt_hi: write.alt_hi,
          show_from: write.show_from,
          show_until: write.show_until,
          updated_at: new Date().toISOString(),
        };
        await trx.updateTable("event_popup").set(row).where("id", "=", popupId).execute();
        const after = toPopup({ id: popupId, ...row });
        const sides = (popup: EventPopup) => ({
          title: "event pop-up",
          enabled: popup.enabled,
          poster: popup.poster?.id ?? null,
          link: popup.link,
          show_from: popup.show_from,
          show_until: popup.show_until,
        });
        await recordAudit(trx, actor, {
          action: "home.event-popup",
          targetType: "home",
          targetId: popupId,
          before: sides(before),
          after: sides(after),
        });
        return after;
      });
    },
  };
}

export type HomeBlockService = ReturnType<typeof createHomeBlockService>;
