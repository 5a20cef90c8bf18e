import { z } from "zod";

const listOfShortTexts = (name: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(200, { error: `${name} entries must be at most 200 characters` }),
    )
    .max(50, { error: `${name} must have at most 50 entries` });

/** What a faculty member may change on their own profile; absent fields stay as they are. */
export const ownProfileChangeSchema = z.object({
  designation: z.string().trim().min(1).max(200).optional(),
  qualifications: listOfShortTexts("qualifications").optional(),
  areas_of_expertise: listOfShortTexts("areas_of_expertise").optional(),
  profile: z.string().trim().max(10_000, { error: "profile must be at most 10000 characters" }).optional(),
});
export type OwnProfileChange = z.output<typeof ownProfileChangeSchema>;

export const departmentOverviewSchema = z.object({
  overview: z.string().trim().min(1).max(20_000, { error: "overview must be at most 20000 characters" }),
});
