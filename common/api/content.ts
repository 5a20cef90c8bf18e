import { z } from "#common/zod.ts";
import { campusFacts } from "../campus-facts.ts";
import { pageAt, pageGroupOf } from "../page-lookup.ts";
import { successSchema } from "./envelope.ts";

/** The languages a page of text is written in (the site's two). */
export const contentLanguages = ["en", "hi"] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/**
 * The groups of information pages an editor can be given (docs/decisions/0145); each page
 * names its group in the page registry (common/pages.ts).
 */
export const pageGroupKeys = [
  "about",
  "academics",
  "admission",
  "student-life",
  "governance",
  "policies",
  "contact",
] as const;
export type PageGroup = (typeof pageGroupKeys)[number];

/** A page's key: its path in lower case, as its content file is named (`/about-us/History` → `/about-us/history`). */
export function pageKey(path: string): string {
  return path.toLowerCase().replace(/\/+$/, "") || "/";
}

/** The group a page belongs to; a page no group names is a contact page. */
export function groupOfPage(path: string): PageGroup {
  return pageGroupOf(pageAt(path)) ?? "contact";
}

/**
 * A group per campus ("campus-dwarka"), for an editor who keeps one campus's details true
 * (docs/decisions/0162); the information pages belong to none of them.
 */
export const campusPageGroups = campusFacts.map((campus) => `campus-${campus.slug}` as const);
export type CampusPageGroup = (typeof campusPageGroups)[number];

/** Every group an editor's account may be given: the pages' groups, then one per campus. */
export const staffPageGroupKeys: ReadonlyArray<PageGroup | CampusPageGroup> = [...pageGroupKeys, ...campusPageGroups];

/** The group that lets an editor change a campus. */
export function campusPageGroup(slug: string): string {
  return `campus-${slug}`;
}

/** Whether an account may change what a group holds: admins everything, editors their groups. */
export function mayEditGroup(user: { role: string; page_groups: readonly string[] }, group: string): boolean {
  if (user.role === "admin") return true;
  return user.role === "editor" && user.page_groups.includes(group);
}

/** Whether an account may change a page: admins every page, editors the pages of their groups. */
export function mayEditPage(user: { role: string; page_groups: readonly string[] }, path: string): boolean {
  return mayEditGroup(user, groupOfPage(path));
}

/** Limits on what a revision holds: a page's text is a few kilobytes; the limits leave room for the longest. */
export const contentLimits = { title: 200, description: 400, body: 100_000 } as const;

export const pageGroupListSchema = z
  .array(
    z.enum(staffPageGroupKeys as [string, ...string[]], {
      error: `page_groups must be page group keys (${pageGroupKeys.join(", ")}, or campus-<campus slug>)`,
    }),
  )
  .max(staffPageGroupKeys.length);

const pagePathSchema = z
  .string({ error: "path is required" })
  .max(200, { error: "path must be at most 200 characters" })
  .regex(/^\/[A-Za-z0-9/_-]*$/, { error: "path must be a site path such as /about-us/history" })
  .transform(pageKey);

const languageSchema = z.enum(contentLanguages, { error: "lang must be en or hi" });

export const contentQuerySchema = z.object({ path: pagePathSchema, lang: languageSchema });
export type ContentQuery = z.output<typeof contentQuerySchema>;

const titleSchema = z
  .string({ error: "title is required" })
  .trim()
  .min(1, { error: "title must not be empty" })
  .max(contentLimits.title, { error: `title must be at most ${contentLimits.title} characters` });

export const contentWriteSchema = z.object({
  title: titleSchema,
  description: z
    .string()
    .trim()
    .min(1, { error: "description must not be empty" })
    .max(contentLimits.description, {
      error: `description must be at most ${contentLimits.description} characters`,
    })
    .optional()
    .describe("The meta description; the previous revision's when left out"),
  body: z
    .string({ error: "body is required" })
    .max(contentLimits.body, { error: `body must be at most ${contentLimits.body} characters` })
    .describe("Markdown (CommonMark, raw HTML shown as text)"),
  publish: z.boolean({ error: "publish must be true or false" }),
  baseRevision: z
    .int({ error: "baseRevision must be a whole number" })
    .min(0, { error: "baseRevision must not be negative" })
    .nullable()
    .describe("The latest revision when the editor opened the page (null or 0 for a page new in this language)"),
});
export type ContentWrite = z.output<typeof contentWriteSchema>;

export const contentRestoreSchema = z.object({
  path: pagePathSchema,
  lang: languageSchema,
  revision: z.int({ error: "revision must be a whole number" }).min(1, { error: "revision must be at least 1" }),
});
export type ContentRestore = z.output<typeof contentRestoreSchema>;

export const pageRevisionSchema = z.object({
  revision: z.int().describe("1 for the seed's text, then one more per save"),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  published: z.boolean().describe("false for a draft"),
  author: z.string().describe("Who saved it: the account's name (or email), or the content folder"),
  restored_from: z.int().nullable().describe("The revision this one restored, if any"),
  created_at: z.string(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

export const pageTextSchema = z.object({
  path: z.string(),
  lang: languageSchema,
  group: z.enum(pageGroupKeys),
  editable: z.boolean().describe("Whether the signed-in account may change this page"),
  current: pageRevisionSchema.nullable().describe("The published text visitors read"),
  draft: pageRevisionSchema.nullable().describe("A draft saved after the published text, if any"),
  revisions: z.array(pageRevisionSchema).describe("Every revision, newest first"),
});
export type PageText = z.infer<typeof pageTextSchema>;

export const pageTextAnswerSchema = successSchema({ page: pageTextSchema });
export const revisionAnswerSchema = successSchema({ revision: pageRevisionSchema });

export const pageSummarySchema = z.object({
  path: z.string(),
  group: z.enum(pageGroupKeys),
  editable: z.boolean(),
  languages: z.array(
    z.object({
      lang: languageSchema,
      title: z.string(),
      revision: z.int(),
      updated_at: z.string(),
      has_draft: z.boolean(),
    }),
  ),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;
