import { z } from "#common/zod.ts";
import { successSchema } from "./envelope.ts";
import { wholeNumberParameter } from "./query.ts";

/** What the search finds (docs/decisions/0151). */
export const searchKinds = ["page", "notice", "programme", "department", "person", "campus"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The longest query taken: longer ones are refused with a 400 rather than cut. */
export const searchQueryMaxLength = 200;
/** Results per page, and the last page offered. */
export const searchPageSize = 10;
export const searchMaxPage = 50;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "q (the words to search for) is required" })
    .max(searchQueryMaxLength, { error: `q must be at most ${searchQueryMaxLength} characters` })
    .describe("The words to find; each must begin a word of the result (`admission 2026`, `btech`, `B.Tech`)"),
  kind: z
    .enum(searchKinds, { error: `kind must be one of ${searchKinds.join(", ")}` })
    .optional()
    .describe("Only results of this kind"),
  page: wholeNumberParameter("page", 1, searchMaxPage).default(1).describe("Page of results, from 1"),
  lang: z
    .enum(["en", "hi"], { error: "lang must be en or hi" })
    .default("en")
    .describe(
      "The reader's language: information pages in the other language are left out, unless the query is " +
        "written in that language's script (Devanagari for Hindi, Latin letters for English)",
    ),
  archived: z
    .enum(["include", "exclude"], { error: "archived must be include or exclude" })
    .default("include")
    .describe("`exclude` leaves out archived notices; included, they come after every current result"),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A piece of a title or snippet; `match` marks a word the query found. Plain text: never markup. */
export const textPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type TextPart = z.infer<typeof textPartSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(searchKinds),
  title: z.array(textPartSchema).describe("The title in the reader's language where there is one, marked"),
  snippet: z.array(textPartSchema).describe("A short piece of the text around the first match, marked"),
  path: z
    .string()
    .describe("Where the result leads: a page's path (to be put under /hi for Hindi), a notice's file or link"),
  lang: z.enum(["en", "hi"]).nullable().describe("A page's language; null for a record shown in both"),
  section: z.string().nullable().describe("A notice's section (its board)"),
  date: z.string().nullable().describe("A notice's date of publication"),
  archived: z.boolean().describe("An archived notice (archived by staff, or past its end)"),
  reading_path: z
    .string()
    .nullable()
    .describe(
      "A notice's reading view (to be put under /hi for Hindi), at the paragraph that matched when the match was in its text; null for other results and notices without a file",
    ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchSchema = z.object({
  query: z.string(),
  terms: z.array(z.string()).describe("The words searched for, as the search read them"),
  total: z.number().int().describe("Results of the kind asked for (or of every kind)"),
  archived: z.number().int().describe("How many of those are archived notices (the last results)"),
  page: z.number().int(),
  page_size: z.number().int(),
  kinds: z.record(z.enum(searchKinds), z.number().int()).describe("Results of each kind, for the filters"),
  suggestion: z
    .string()
    .nullable()
    .describe("A query spelt as the site's own words, offered when this one finds few or no results and it finds more"),
  results: z.array(searchResultSchema),
});
export type SearchAnswer = z.infer<typeof searchSchema>;

export const searchAnswerSchema = successSchema({ search: searchSchema });
