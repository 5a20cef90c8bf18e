import { createHash } from "node:crypto";
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import {
  homeImageLimits,
  homeImageUses,
  isSiteOrHttpsLink,
  type Achievement,
  type AchievementsWrite,
  type EventPopup,
  type EventPopupWrite,
  type HeaderImage,
  type HeaderImagesWrite,
  type HomeImageUse,
  type HomePicture,
  type Partner,
  type PartnerIcon,
  type PartnersWrite,
  type StoredImage,
} from "#common/api/home-blocks.ts";
import { dateInIndia } from "#common/india-time.ts";
import type { Database, EventPopupTable, HomeBlockItemTable } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { fileUrl, preparePhoto, storePhoto } from "./photos.ts";
import { Refusal } from "./refusal.ts";
import { toFlag } from "./rows.ts";

const popupId = "event-popup";

/**
 * A stored link as the pages may show it: one saved before the rule on backslashes
 * (`/\evil.example`) leads nowhere rather than to another site.
 */
const leadsSafely = (link: string | null): string | null => (link !== null && isSiteOrHttpsLink(link) ? link : null);
/** What a poster may be: the photos' types and AVIF, which phones' cameras and design tools now write. */
const posterTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
function toPopup(row: Selectable<EventPopupTable>): EventPopup {
  const poster: StoredImage | null =
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
    link: leadsSafely(row.link),
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

type BlockItem = Selectable<HomeBlockItemTable>;
type Block = HomeBlockItemTable["block"];

/** What a block's picture is: one shipped with the site, or the uploaded sizes. */
function toPicture(item: BlockItem): HomePicture {
  const { image_id: id, image_small_id: smallId, image_width: width, image_height: height } = item;
  return id && smallId && width && height
    ? {
        shipped: null,
        uploaded: { id, small_id: smallId, url: fileUrl(id), small_url: fileUrl(smallId), width, height },
      }
    : { shipped: item.shipped, uploaded: null };
}

const toHeaderImage = (item: BlockItem): HeaderImage => ({
  image: toPicture(item),
  alt_en: item.title_en,
  alt_hi: item.title_hi,
});
const toAchievement = (item: BlockItem): Achievement => ({
  image: toPicture(item),
  title_en: item.title_en,
  title_hi: item.title_hi,
  text_en: item.text_en ?? "",
  text_hi: item.text_hi ?? "",
});
const toPartner = (item: BlockItem): Partner => ({
  icon: item.shipped as PartnerIcon,
  name_en: item.title_en,
  name_hi: item.title_hi,
  link: leadsSafely(item.link),
});

/** An entry of one of the home page's lists, as the API answers it. */
export type HomeListEntry = HeaderImage | Achievement | Partner;

/**
 * A list's version as the API answers it: the first 16 hexadecimal digits of the SHA-256 of the
 * list as answered. A list saved back to what it held before gets its old version again, and a
 * write based on that version loses nothing it did not see.
 */
export function listVersion(entries: ReadonlyArray<HomeListEntry>): string {
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
}

/**
 * An uploaded picture a write names, found among the stored files with the size of its larger
 * file; refused unless both sizes are pictures POST /home/images stored.
 */
async function uploadedImage(trx: Transaction<Database>, image: { id: string; small_id: string }) {
  const files = await trx
    .selectFrom("stored_file")
    .select(["id", "content", "content_type"])
    .where("id", "in", [image.id, image.small_id])
    .execute();
  const large = files.find((file) => file.id === image.id);
  const small = files.find((file) => file.id === image.small_id);
  if (!large || !small || large.content_type !== "image/webp" || small.content_type !== "image/webp") {
    throw new Refusal("bad_request", "The picture is not one uploaded through POST /home/images");
  }
  const { default: sharp } = await import("sharp");
  const { width, height } = await sharp(large.content).metadata();
  return { width, height };
}

/** The picture columns of a block's entry: a shipped picture's name, or the uploaded sizes. */
async function pictureColumns(
  trx: Transaction<Database>,
  image: { shipped: string } | { id: string; small_id: string },
): Promise<Pick<BlockItem, "shipped" | "image_id" | "image_small_id" | "image_width" | "image_height">> {
  if ("shipped" in image) {
    return { shipped: image.shipped, image_id: null, image_small_id: null, image_width: null, image_height: null };
  }
  const { width, height } = await uploadedImage(trx, image);
  return {
    shipped: null,
    image_id: image.id,
    image_small_id: image.small_id,
    image_width: width,
    image_height: height,
  };
}

/** What each block's audit entry calls it, and the action it is recorded under. */
const blockAudit = {
  "header-images": { title: "header pictures", action: "home.header-images" },
  achievements: { title: "achievements", action: "home.achievements" },
  partners: { title: "partners", action: "home.partners" },
} as const satisfies Record<Block, { title: string; action: string }>;

/** The audit action of a picture uploaded for each use. */
const imageAudit = {
  poster: { title: "event pop-up poster", action: "home.image" },
  header: { title: "header picture", action: "home.header-image" },
  achievement: { title: "achievement picture", action: "home.achievement-image" },
} as const satisfies Record<HomeImageUse, { title: string; action: string }>;

/**
 * The home page's blocks kept in the database (docs/decisions/0167, 0136): the event pop-up,
 * shown by every page while it is on and within its dates; the header's pictures, the
 * achievements and the partners, each a list in the order staff put it; and the pictures
 * uploaded for them, checked by their content, resized to the sizes their block shows and
 * stored under the hash of their bytes (server/services/photos.ts, shared with the officials'
 * photos).
 */
export function createHomeBlockService(db: Kysely<Database>, cache: ReadCache) {
  const readPopup = (executor: Kysely<Database>) =>
    executor.selectFrom("event_popup").selectAll().where("id", "=", popupId).executeTakeFirstOrThrow();

  const blockItems = (executor: Kysely<Database>, block: Block) =>
    executor.selectFrom("home_block_item").selectAll().where("block", "=", block).orderBy("position").execute();

  /**
   * Replaces a block's entries with those `entries` makes in the write's transaction, in
   * their order, audited with the titles before and after; every process forgets the old.
   * Refused, nothing written, when `version` (the list its editor read) is no longer the list's.
   */
  const replaceBlock = <Entry extends HomeListEntry>(
    actor: Actor,
    block: Block,
    { version, answer }: { version: string | undefined; answer: (item: BlockItem) => Entry },
    entries: (trx: Transaction<Database>) => Promise<Array<Omit<Insertable<HomeBlockItemTable>, "block" | "position">>>,
  ): Promise<Entry[]> =>
    committedWrite(db, cache, async (trx) => {
      const before = await blockItems(trx, block);
      if (version !== undefined && version !== listVersion(before.map(answer))) {
        throw new Refusal(
          "conflict",
          `The ${blockAudit[block].title} were changed by someone else after you opened them, so yours were not ` +
            `saved. Keep a note of your changes, reload the list, and make them again.`,
        );
      }
      const rows = (await entries(trx)).map((entry, position) => ({
        shipped: null,
        image_id: null,
        image_small_id: null,
        image_width: null,
        image_height: null,
        text_en: null,
        text_hi: null,
        link: null,
        ...entry,
        block,
        position,
      }));
      await trx.deleteFrom("home_block_item").where("block", "=", block).execute();
      if (rows.length > 0) await trx.insertInto("home_block_item").values(rows).execute();
      // Each entry as its editor sees it (its picture named by its file), so the log says which field of which entry changed.
      const entriesOf = (items: ReadonlyArray<BlockItem>) =>
        items.map((item) => {
          const entry: HomeListEntry = answer(item);
          if (!("image" in entry)) return entry;
          const { image: _image, ...fields } = entry;
          return { picture: item.image_id ?? item.shipped, ...fields };
        });
      await recordAudit(trx, actor, {
        action: blockAudit[block].action,
        targetType: "home",
        targetId: block,
        before: { title: blockAudit[block].title, entries: entriesOf(before) },
        after: { title: blockAudit[block].title, entries: entriesOf(rows) },
      });
      return rows.map(answer);
    });

  /** The pop-up as staff set it (the console), whether or not it shows today. */
  const eventPopup = (): Promise<EventPopup> =>
    cache.read("home:event-popup", async () => ({ value: toPopup(await readPopup(db)) }));

  return {
    eventPopup,

    /** The pop-up pages open with today, or null when it is off or outside its dates. */
    async shownEventPopup(now = Date.now()): Promise<EventPopup | null> {
      const popup = await eventPopup();
      return popupShowsOn(popup, dateInIndia(now)) ? popup : null;
    },

    /** Checks an uploaded picture by its content, stores it at its use's two sizes, answers both. */
    async uploadImage(actor: Actor, use: HomeImageUse, content: Buffer): Promise<StoredImage> {
      const { large: largeSize, small: smallSize } = homeImageUses[use];
      const [large, small] = await preparePhoto(content, [largeSize, smallSize], {
        types: posterTypes,
        maxBytes: homeImageLimits.bytes,
      });
      return committedWrite(db, cache, async (trx) => {
        const [id, smallId] = await storePhoto(trx, [large!, small!]);
        await recordAudit(trx, actor, {
          action: imageAudit[use].action,
          targetType: "stored_file",
          targetId: id!,
          after: { title: imageAudit[use].title, width: large!.width, height: large!.height, bytes: content.length },
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

    headerImages: (): Promise<HeaderImage[]> =>
      cache.read("home:header-images", async () => ({
        value: (await blockItems(db, "header-images")).map(toHeaderImage),
      })),
    achievements: (): Promise<Achievement[]> =>
      cache.read("home:achievements", async () => ({
        value: (await blockItems(db, "achievements")).map(toAchievement),
      })),
    partners: (): Promise<Partner[]> =>
      cache.read("home:partners", async () => ({ value: (await blockItems(db, "partners")).map(toPartner) })),

    /** Replaces the header's pictures with `write`'s, in its order. */
    saveHeaderImages(actor: Actor, { images, version }: HeaderImagesWrite): Promise<HeaderImage[]> {
      return replaceBlock(actor, "header-images", { version, answer: toHeaderImage }, async (trx) =>
        Promise.all(
          images.map(async ({ image, alt_en, alt_hi }) => ({
            ...(await pictureColumns(trx, image)),
            title_en: alt_en,
            title_hi: alt_hi,
          })),
        ),
      );
    },

    /** Replaces the achievements with `write`'s, in its order. */
    saveAchievements(actor: Actor, { achievements, version }: AchievementsWrite): Promise<Achievement[]> {
      return replaceBlock(actor, "achievements", { version, answer: toAchievement }, async (trx) =>
        Promise.all(
          achievements.map(async ({ image, ...text }) => ({ ...(await pictureColumns(trx, image)), ...text })),
        ),
      );
    },

    /** Replaces the partners with `write`'s, in its order. */
    savePartners(actor: Actor, { partners, version }: PartnersWrite): Promise<Partner[]> {
      return replaceBlock(actor, "partners", { version, answer: toPartner }, async () =>
        partners.map(({ icon, name_en, name_hi, link }) => ({
          shipped: icon,
          title_en: name_en,
          title_hi: name_hi,
          link,
        })),
      );
    },

    /** Replaces the pop-up's settings, audited; every process forgets the old ones at once. */
    async saveEventPopup(actor: Actor, write: EventPopupWrite): Promise<EventPopup> {
      return committedWrite(db, cache, async (trx) => {
        const before = toPopup(await readPopup(trx));
        if (write.updated_at !== undefined && write.updated_at !== before.updated_at) {
          throw new Refusal(
            "conflict",
            "The event pop-up was changed by someone else after you opened it, so your settings were not saved. " +
              "Keep a note of them, reload, and make them again.",
          );
        }
        let dimensions = { width: null as number | null, height: null as number | null };
        if (write.poster) dimensions = await uploadedImage(trx, write.poster);
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
