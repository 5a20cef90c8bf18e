import { z } from "#common/zod.ts";

const kindCounts = {
  faculty: z.number().int().describe("Invented people"),
  programmes: z.number().int().describe("Programmes with invented codes, intakes, structures and campuses"),
  notices: z.number().int().describe("Invented notices"),
};

/**
 * The demo seed's invented records (decisions 0130, 0188): those the removal deletes, the files
 * that go with them, and those staff have changed since, which it keeps as staff's own.
 */
export const sampleDataCountsSchema = z.object({
  ...kindCounts,
  files: z.number().int().describe("Files of the removed notices that no other notice uses: they go with them"),
  kept: z
    .object(kindCounts)
    .describe("Invented records staff have changed since the seed: the removal keeps them and clears their flag"),
});
export type SampleDataCounts = z.infer<typeof sampleDataCountsSchema>;

/** The record kinds the demo seed invents. */
export const sampleKinds = ["faculty", "programmes", "notices"] as const;

/** Removing the sample data cannot be undone, so the request says it means it. */
export const sampleDataRemovalSchema = z.strictObject({
  confirm: z.literal(true, { error: "confirm must be true: removing the sample data cannot be undone" }),
});
