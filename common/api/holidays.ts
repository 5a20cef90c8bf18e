import { z } from "#common/zod.ts";
import { successSchema } from "./envelope.ts";

/** The years a calendar may hold: the university's years, with room either side. */
export const holidayYears = { min: 2000, max: 2100 } as const;

export const holidayLimits = { name: 120, perYear: 100 } as const;

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused). */
const daySchema = z
  .string({ error: "date is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date must be a day as YYYY-MM-DD" })
  .refine((day) => !Number.isNaN(Date.parse(day)) && new Date(Date.parse(day)).toISOString().startsWith(day), {
    error: "date must be a day of the calendar",
  })
  .refine((day) => Number(day.slice(0, 4)) >= holidayYears.min && Number(day.slice(0, 4)) <= holidayYears.max, {
    error: `date must be in the years ${holidayYears.min} to ${holidayYears.max}`,
  });

const nameSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(holidayLimits.name, { error: `${field} must be at most ${holidayLimits.name} characters` })
    .regex(/^[^\p{Cc}]*$/u, { error: `${field} must be one line, without control characters` });

const hindiNameSchema = nameSchema("name_hi").regex(/\p{Script=Devanagari}/u, {
  error: "name_hi must be written in Hindi (Devanagari)",
});

export const newHolidaySchema = z.strictObject({
  date: daySchema,
  name_en: nameSchema("name_en"),
  name_hi: hindiNameSchema,
});
export type NewHoliday = z.output<typeof newHolidaySchema>;

export const holidayChangeSchema = z
  .strictObject({
    date: daySchema.optional(),
    name_en: nameSchema("name_en").optional(),
    name_hi: hindiNameSchema.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: "Name at least one field to change" });
export type HolidayChange = z.output<typeof holidayChangeSchema>;

export const holidayQuerySchema = z.object({
  year: z.coerce
    .number({ error: "year must be a year such as 2026" })
    .int({ error: "year must be a whole number" })
    .min(holidayYears.min, { error: `year must be ${holidayYears.min} or later` })
    .max(holidayYears.max, { error: `year must be ${holidayYears.max} or earlier` })
    .optional()
    .describe("The calendar's year; the latest year with holidays when left out"),
});

export const holidaySchema = z.object({
  _id: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  name_en: z.string(),
  name_hi: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** A year's calendar: its holidays by date, and the other years that have any (for the console's choice). */
export const holidayCalendarSchema = z.object({
  year: z.int(),
  years: z.array(z.int()).describe("Every year with at least one holiday, ascending"),
  holidays: z.array(holidaySchema),
});
export type HolidayCalendar = z.infer<typeof holidayCalendarSchema>;

export const holidayCalendarAnswerSchema = successSchema({ calendar: holidayCalendarSchema });
export const holidayAnswerSchema = successSchema({ holiday: holidaySchema });
