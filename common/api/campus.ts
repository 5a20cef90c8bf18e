import { z } from "#common/zod.ts";
import { campusZones, zoneKeyOf } from "../campuses.ts";
import { hindiNameSchema } from "./academics.ts";

export const campusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_hi: hindiNameSchema,
  slug: z.string(),
  zone: z.enum(campusZones),
  address: z.string().nullable(),
  address_hi: z
    .string()
    .nullable()
    .describe("The address in Hindi (Devanagari), when staff have written it; else show the English one"),
  maps_url: z.string().nullable().describe("A link that opens the campus on a map"),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable().describe("Path of a photograph of the campus, when there is one"),
  image_small: z
    .string()
    .nullable()
    .describe("The photograph staff uploaded at a phone's width (640 pixels), when there is one"),
  director: z.string().nullable().describe("The campus director's name, as the campus reports it"),
  director_email: z.string().nullable().describe("The director's official mailbox"),
  transport: z.string().nullable().describe("How to get there: nearest metro stations and bus stops"),
  history: z.string().nullable(),
  highlights: z.array(z.string()).describe("Facilities the campus points out; empty when none are reported"),
  labs: z.array(z.string()).describe("Laboratories; empty when none are reported"),
  listed_programmes: z
    .array(z.string())
    .describe(
      "Programmes in the campus's own wording; empty when none are reported. The programme API's `campuses` is the structured list",
    ),
});
export type Campus = z.infer<typeof campusSchema>;

export const campusQuerySchema = z.object({
  zone: z
    .string()
    .transform(zoneKeyOf)
    .pipe(z.enum(campusZones, { error: `zone must be one of ${campusZones.join(", ")}` }))
    .optional()
    .describe(
      `Only the campuses of this zone: ${campusZones.join(", ")}, in any case, ` +
        "also spelled as the previous API's clients do (`central zone`, `Central+Zone`)",
    ),
});
export type CampusQuery = z.output<typeof campusQuerySchema>;

/** Limits on what staff write about a campus: an address is a few lines, a programme a line. */
export const campusLimits = { address: 400, line: 200, url: 500, programmes: 60 } as const;

const campusLine = (field: string, max: number = campusLimits.line) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { error: `${field} must be one line, without control characters` });

/**
 * A change to a campus (PATCH /campus/{id}): only the fields named change, and null clears a
 * field, so the page says it is not yet published. The programme list replaces the campus's own.
 */
export const campusChangeSchema = z
  .strictObject({
    address: z
      .string({ error: "address must be text" })
      .trim()
      .min(1, { error: "address must not be empty" })
      .max(campusLimits.address, { error: `address must be at most ${campusLimits.address} characters` })
      .regex(/^[^\p{Cc}]*$/u, { error: "address must be one line, without control characters" })
      .nullable()
      .optional(),
    address_hi: z
      .string({ error: "address_hi must be text" })
      .trim()
      .min(1, { error: "address_hi must not be empty" })
      .max(campusLimits.address, { error: `address_hi must be at most ${campusLimits.address} characters` })
      .regex(/^[^\p{Cc}]*$/u, { error: "address_hi must be one line, without control characters" })
      .regex(/\p{Script=Devanagari}/u, { error: "address_hi must be written in Devanagari" })
      .nullable()
      .optional(),
    phone: z
      .string({ error: "phone must be text" })
      .trim()
      .max(40, { error: "phone must be at most 40 characters" })
      .regex(/^\+?[0-9][0-9 ()-]{5,}$/, { error: "phone must be a telephone number: digits, spaces, ( ) and -" })
      .nullable()
      .optional(),
    email: z
      .email({ error: "email must be an email address" })
      .max(254, { error: "email must be at most 254 characters" })
      .transform((email) => email.trim().toLowerCase())
      .nullable()
      .optional(),
    director: campusLine("director").nullable().optional(),
    director_email: z
      .email({ error: "director_email must be an email address" })
      .max(254, { error: "director_email must be at most 254 characters" })
      .transform((email) => email.trim().toLowerCase())
      .nullable()
      .optional(),
    maps_url: z
      .url({ protocol: /^https$/, error: "maps_url must be an https:// link" })
      .max(campusLimits.url, { error: `maps_url must be at most ${campusLimits.url} characters` })
      .nullable()
      .optional(),
    listed_programmes: z
      .array(campusLine("listed_programmes[]"), { error: "listed_programmes must be a list of programme names" })
      .max(campusLimits.programmes, { error: `listed_programmes must list at most ${campusLimits.programmes}` })
      .refine((names) => new Set(names).size === names.length, { error: "listed_programmes names one twice" })
      .optional()
      .describe("The programmes the campus offers, in its own wording; replaces the list"),
  })
  .refine((change) => Object.keys(change).length > 0, { error: "Name at least one field to change" });
export type CampusChange = z.output<typeof campusChangeSchema>;

export const campusParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$|^[a-z0-9-]{1,60}$/, { error: "id must be a campus id or slug" })
    .describe("The campus's id, or its slug (dwarka)"),
});
