import { z } from "#common/zod.ts";
import { successSchema } from "./envelope.ts";
import { hindiLineSchema, lineSchema } from "./officials.ts";

/**
 * The home page's blocks staff change in the console (docs/decisions/0167, 0136): the event
 * pop-up, which every page may open with, the header's pictures, the achievements and the
 * partners. A picture is uploaded first (POST /home/images), resized, and named by its bytes'
 * hash; the block then names the uploaded sizes.
 */
export const homeImageLimits = { bytes: 10 * 1024 * 1024 } as const;

/**
 * What an uploaded picture is for, and the two sizes it is kept at: the size the page shows
 * it at and twice that. The pop-up's box is 400 CSS pixels wide (its poster keeps its shape);
 * the header's pictures are 360 × 120 and the achievements' 800 × 400 (cut to that shape).
 */
export const homeImageUses = {
  poster: { large: { width: 800 }, small: { width: 400 } },
  header: { large: { width: 720, height: 240 }, small: { width: 360, height: 120 } },
  achievement: { large: { width: 1200, height: 600 }, small: { width: 600, height: 300 } },
} as const;
export type HomeImageUse = keyof typeof homeImageUses;
export const homeImageUseKeys = Object.keys(homeImageUses) as HomeImageUse[];

export const homeImageQuerySchema = z
  .object({
    for: z
      .enum(homeImageUseKeys, { error: `for must be one of ${homeImageUseKeys.join(", ")}` })
      .default("poster")
      .describe("What the picture is for, which sets the sizes it is kept at"),
  })
  .strict();

const storedImageId = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: "An image id is the 64 hexadecimal digits POST /home/images answered" });

const devanagari = /\p{Script=Devanagari}/u;
const day = z.iso.date({ error: "Dates are written YYYY-MM-DD" });
const altLimit = 300;

/**
 * A page of this site: one `/`, then neither a second `/` nor a `\` anywhere, and no white
 * space or control character. A browser reads `/\evil.example` (a backslash is a slash to it)
 * and `/<tab>/evil.example` (it drops the tab) as `//evil.example`, another site.
 */
const sitePath = /^\/(?!\/)[^\\\s\p{Cc}]*$/u;
const httpsAddress = /^https:\/\/[^\s/]+\.[^\s]+$/;

/** Whether a link leads to a page of this site or to an https address (a pop-up's or a partner's). */
export function isSiteOrHttpsLink(value: string): boolean {
  return sitePath.test(value) || httpsAddress.test(value);
}

/** Where the poster leads: a page of the site (/…) or an https address; null: nowhere. */
const linkSchema = z
  .string()
  .trim()
  .max(500, { error: "The link is longer than 500 characters" })
  .refine(isSiteOrHttpsLink, {
    error: "The link must be a path on this site (/…, without \\) or an https:// address",
  })
  .nullable();

export const eventPopupWriteSchema = z
  .object({
    enabled: z.boolean(),
    poster: z
      .object({ id: storedImageId, small_id: storedImageId })
      .nullable()
      .describe("The uploaded poster's two sizes; null: the poster shipped with the site"),
    link: linkSchema,
    alt_en: z.string().trim().min(1, "The English alt text is empty").max(altLimit),
    alt_hi: z
      .string()
      .trim()
      .min(1, "The Hindi alt text is empty")
      .max(altLimit)
      .refine((value) => devanagari.test(value), { error: "The Hindi alt text must be written in Devanagari" }),
    show_from: day.nullable().describe("The first day it shows (India); null: from now"),
    show_until: day.nullable().describe("The last day it shows (India); null: until switched off"),
    updated_at: z
      .string()
      .max(40)
      .optional()
      .describe(
        "The pop-up's updated_at as its editor read it: the write is refused 409, nothing saved, when another " +
          "save has come since. Left out, the pop-up is set whatever it holds.",
      ),
  })
  .strict()
  .refine((popup) => !popup.show_from || !popup.show_until || popup.show_from <= popup.show_until, {
    error: "The last day comes before the first day",
    path: ["show_until"],
  });
export type EventPopupWrite = z.output<typeof eventPopupWriteSchema>;

const storedImageSchema = z.object({
  id: z.string(),
  small_id: z.string(),
  url: z.string(),
  small_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const eventPopupSchema = z.object({
  enabled: z.boolean(),
  poster: storedImageSchema.nullable().describe("null: the poster shipped with the site"),
  link: z.string().nullable(),
  alt_en: z.string(),
  alt_hi: z.string(),
  show_from: z.string().nullable(),
  show_until: z.string().nullable(),
  updated_at: z.string(),
});
export type EventPopup = z.infer<typeof eventPopupSchema>;

export const eventPopupAnswerSchema = successSchema({ popup: eventPopupSchema });
export const homeImageAnswerSchema = successSchema({ image: storedImageSchema });

/** The pictures shipped with the site, which the seed names and staff may keep among their own. */
export const shippedHeaderPictures = ["campus-skyline", "skills-geometry", "enterprise-growth"] as const;
export const shippedAchievementPictures = ["placements", "startups", "skills", "sports", "research"] as const;
/** A partner is shown with one of these drawings (the site shows no other organisation's logo). */
export const partnerIcons = [
  "industry",
  "government",
  "skill-councils",
  "incubators",
  "academia",
  "community",
] as const;
export type PartnerIcon = (typeof partnerIcons)[number];

/** How many entries each block may hold. */
export const homeBlockLimits = { headerImages: 6, achievements: 10, partners: 24 } as const;

/**
 * A list's version, answered with it: a digest of what it holds. A write that names the version
 * its editor read is refused (409, nothing saved) when another save has changed the list since,
 * so two admins editing one list never overwrite each other unseen.
 */
const listVersionWriteSchema = z
  .string()
  .regex(/^[0-9a-f]{16}$/, { error: "version is the 16 hexadecimal digits the list's answer gave" })
  .optional()
  .describe(
    "The version the list was read at (its answer's version): the write is refused 409, nothing saved, when " +
      "another save has changed the list since. Left out, the list is replaced whatever it holds.",
  );
const listVersionSchema = z.string().describe("What the list holds now, as a write names it (version)");

const uploadedImageSchema = z.object({ id: storedImageId, small_id: storedImageId }).strict();

/** A picture of a block: one shipped with the site, by its name, or one uploaded through POST /home/images. */
function pictureWriteSchema<const T extends readonly [string, ...string[]]>(shipped: T) {
  return z.union([z.object({ shipped: z.enum(shipped) }).strict(), uploadedImageSchema], {
    error: `image is { "shipped": one of ${shipped.join(", ")} } or the { "id", "small_id" } POST /home/images answered`,
  });
}

export const headerImagesWriteSchema = z
  .object({
    images: z
      .array(
        z
          .object({
            image: pictureWriteSchema(shippedHeaderPictures),
            alt_en: lineSchema("alt_en", altLimit),
            alt_hi: hindiLineSchema("alt_hi", altLimit),
          })
          .strict(),
      )
      .min(1, { error: "The header shows at least one picture" })
      .max(homeBlockLimits.headerImages, { error: `The header shows at most ${homeBlockLimits.headerImages} pictures` })
      .describe("The pictures in the order they follow one another"),
    version: listVersionWriteSchema,
  })
  .strict();
export type HeaderImagesWrite = z.output<typeof headerImagesWriteSchema>;

export const achievementsWriteSchema = z
  .object({
    achievements: z
      .array(
        z
          .object({
            image: pictureWriteSchema(shippedAchievementPictures),
            title_en: lineSchema("title_en", 80),
            title_hi: hindiLineSchema("title_hi", 80),
            text_en: lineSchema("text_en", 200),
            text_hi: hindiLineSchema("text_hi", 200),
          })
          .strict(),
      )
      .min(1, { error: "The carousel shows at least one achievement" })
      .max(homeBlockLimits.achievements, {
        error: `The carousel shows at most ${homeBlockLimits.achievements} achievements`,
      })
      .describe("The slides in the order the carousel shows them"),
    version: listVersionWriteSchema,
  })
  .strict();
export type AchievementsWrite = z.output<typeof achievementsWriteSchema>;

export const partnersWriteSchema = z
  .object({
    partners: z
      .array(
        z
          .object({
            icon: z.enum(partnerIcons, { error: `icon must be one of ${partnerIcons.join(", ")}` }),
            name_en: lineSchema("name_en", 80),
            name_hi: hindiLineSchema("name_hi", 80),
            link: linkSchema,
          })
          .strict(),
      )
      .max(homeBlockLimits.partners, { error: `The home page lists at most ${homeBlockLimits.partners} partners` })
      .describe("The partners in the order the home page lists them; none hides the block"),
    version: listVersionWriteSchema,
  })
  .strict();
export type PartnersWrite = z.output<typeof partnersWriteSchema>;

const pictureSchema = z.object({
  shipped: z.string().nullable().describe("The name of a picture shipped with the site; null: uploaded"),
  uploaded: storedImageSchema.nullable(),
});
export type HomePicture = z.infer<typeof pictureSchema>;

const headerImageSchema = z.object({ image: pictureSchema, alt_en: z.string(), alt_hi: z.string() });
export type HeaderImage = z.infer<typeof headerImageSchema>;
const achievementSchema = z.object({
  image: pictureSchema,
  title_en: z.string(),
  title_hi: z.string(),
  text_en: z.string(),
  text_hi: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;
const partnerSchema = z.object({
  icon: z.enum(partnerIcons),
  name_en: z.string(),
  name_hi: z.string(),
  link: z.string().nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const headerImagesAnswerSchema = successSchema({
  images: z.array(headerImageSchema),
  version: listVersionSchema,
});
export const achievementsAnswerSchema = successSchema({
  achievements: z.array(achievementSchema),
  version: listVersionSchema,
});
export const partnersAnswerSchema = successSchema({ partners: z.array(partnerSchema), version: listVersionSchema });
