import { z } from "#common/zod.ts";
import { successSchema } from "./envelope.ts";

/**
 * The home page's blocks staff change in the console (docs/decisions/0167): for now the event
 * pop-up, which every page may open with. Its poster is uploaded first (POST /home/images),
 * resized, and named by its bytes' hash; the pop-up then names the uploaded sizes.
 */
export const homeImageLimits = { bytes: 10 * 1024 * 1024 } as const;

/** The pop-up's box is 400 CSS pixels wide: the poster is kept at that width and at twice it. */
export const eventPosterSizes = { small: { width: 400 }, large: { width: 800 } } as const;

const storedImageId = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: "An image id is the 64 hexadecimal digits POST /home/images answered" });

const devanagari = /\p{Script=Devanagari}/u;
const day = z.iso.date({ error: "Dates are written YYYY-MM-DD" });
const altLimit = 300;

/** Where the poster leads: a page of the site (/…) or an https address; null: nowhere. */
const linkSchema = z
  .string()
  .trim()
  .max(500, { error: "The link is longer than 500 characters" })
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    error: "The link must be a path on this site (/…) or an https:// address",
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
  })
  .strict()
  .refine((popup) => !popup.show_from || !popup.show_until || popup.show_from <= popup.show_until, {
    error: "The last day comes before the first day",
    path: ["show_until"],
  });
export type EventPopupWrite = z.output<typeof eventPopupWriteSchema>;

const posterSchema = z.object({
  id: z.string(),
  small_id: z.string(),
  url: z.string(),
  small_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type EventPoster = z.infer<typeof posterSchema>;

export const eventPopupSchema = z.object({
  enabled: z.boolean(),
  poster: posterSchema.nullable().describe("null: the poster shipped with the site"),
  link: z.string().nullable(),
  alt_en: z.string(),
  alt_hi: z.string(),
  show_from: z.string().nullable(),
  show_until: z.string().nullable(),
  updated_at: z.string(),
});
export type EventPopup = z.infer<typeof eventPopupSchema>;

export const eventPopupAnswerSchema = successSchema({ popup: eventPopupSchema });
export const homeImageAnswerSchema = successSchema({ poster: posterSchema });
