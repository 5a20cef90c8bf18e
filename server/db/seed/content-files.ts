import fs from "node:fs";
import path from "node:path";
import { z } from "#common/zod.ts";

/**
 * The folder of the pages' first text, the seed of the page revisions (docs/decisions/0145):
 * `<CONTENT_DIR>/<language>/<page path in lower case>.md`. Tests point it at a fixture folder.
 */
export function contentDirectory(): string {
  return path.resolve(process.env.CONTENT_DIR || "content");
}

/** The content file's name for a page: `/about-us/History` → `about-us/history.md`. */
export function contentFileName(pagePath: string): string {
  return `${pagePath.replace(/^\/+/, "").toLowerCase()}.md`;
}

/** What every content file declares above its text. */
export const frontMatterSchema = z.object({
  title: z.string("is missing").trim().min(1, "is empty"),
  description: z.string("is missing").trim().min(1, "is empty"),
  updated: z.iso.date("must be a date written YYYY-MM-DD"),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export type ContentFile = FrontMatter & { body: string };

export class ContentError extends Error {}

/**
 * A content file: `key: value` lines between two `---` lines, then Markdown.
 * Only flat text values are allowed, which is all a page declares; anything
 * else is an error naming the file, so a broken file fails loudly, not quietly.
 *
 * Not YAML, so not a YAML front-matter library: a value is the rest of its line
 * as written. YAML reads `: ` inside an unquoted value as a nested mapping and
 * refuses it, and 56 of the 78 content files have one in their description
 * (docs/decisions/0120).
 */
export function parseContentFile(source: string, fileName: string): ContentFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${fileName}: front matter between --- lines is missing`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const field = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!field) throw new ContentError(`${fileName}: front matter line "${line}" is not "key: value"`);
    fields[field[1]!] = field[2]!.trim();
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ContentError(`${fileName}: ${problems.join("; ")}`);
  }
  return { ...parsed.data, body: match[2]!.trim() };
}

/** A content file in the folder: the page's path (lower case) and language, and where it is. */
export type ListedContentFile = { path: string; language: "en" | "hi"; fileName: string; file: string };

/** Every content file of both languages, by name only: what a start needs to see which pages are new. */
export function listContentFolder(directory = contentDirectory()): ListedContentFile[] {
  const listed: ListedContentFile[] = [];
  for (const language of ["en", "hi"] as const) {
    const root = path.join(directory, language);
    if (!fs.existsSync(root)) continue;
    for (const name of fs.readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
      if (!name.endsWith(".md")) continue;
      const pagePath = `/${name.slice(0, -".md".length).split(path.sep).join("/")}`;
      listed.push({
        path: pagePath.toLowerCase(),
        language,
        fileName: path.join(language, name),
        file: path.join(root, name),
      });
    }
  }
  return listed;
}

/** A content file found in the folder: the page's path (lower case) and language, and its text. */
export type FoundContentFile = ContentFile & { path: string; language: "en" | "hi" };

/** Content files read and checked; a malformed file is an error naming it. */
export function readContentFiles(files: ReadonlyArray<ListedContentFile>): FoundContentFile[] {
  return files.map(({ path: pagePath, language, fileName, file }) => ({
    ...parseContentFile(fs.readFileSync(file, "utf8"), fileName),
    path: pagePath,
    language,
  }));
}

/** Every content file of both languages, read and checked. */
export function readContentFolder(directory = contentDirectory()): FoundContentFile[] {
  return readContentFiles(listContentFolder(directory));
}
