import { z } from "#common/zod.ts";

/** How many records the demo seed invented are left (decision 0130). */
export const sampleDataCountsSchema = z.object({
  faculty: z.number().int().describe("Invented people"),
  programmes: z.number().int().describe("Programmes with invented codes, intakes, structures and campuses"),
  notices: z.number().int().describe("Invented notices (their files go with them)"),
});
export type SampleDataCounts = z.infer<typeof sampleDataCountsSchema>;

/** Removing the sample data cannot be undone, so the request says it means it. */
export const sampleDataRemovalSchema = z.strictObject({
  confirm: z.literal(true, { error: "confirm must be true: removing the sample data cannot be undone" }),
});
