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
  maps_url: z.string().nullable().describe("A link that opens the campus on a map"),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable().describe("Path of a photograph of the campus, when there is one"),
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
