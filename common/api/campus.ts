import { z } from "zod";
import { campusZones, zoneKeyOf } from "../campuses.ts";

export const campusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  zone: z.enum(campusZones),
  address: z.string().nullable(),
  maps_url: z.string().nullable().describe("A link that opens the campus on a map"),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable().describe("Path of a photograph of the campus, when there is one"),
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
