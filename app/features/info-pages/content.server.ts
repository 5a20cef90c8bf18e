import fs from "node:fs";
import path from "node:path";
import type { Language } from "#app/i18n/language.ts";
import { parseContentFile, type FrontMatter } from "./front-matter.ts";
import type { Block } from "./markdown.ts";
import { parseMarkdown } from "./markdown.server.ts";

/**
 * The folder of page text: `<CONTENT_DIR>/<language>/<page path in lower case>.md`.
 * Read at run time, not built in, so an editor changes a page by changing a
 * file and restarting the server; tests point it at a fixture folder.
 */
export function contentDirectory(): string {
  return path.resolve(process.env.CONTENT_DIR || "content");
}

/** The content file's name for a page: `/about-us/History` → `about-us/history.md`. */
export function contentFileName(pagePath: string): string {
  return `${pagePath.replace(/^\/+/, "").toLowerCase()}.md`;
}

/** A page's text as its loader sends it: the front matter and the Markdown already parsed. */
export type ParsedContent = FrontMatter & { blocks: Block[] };

export type PageContent = ParsedContent & { language: Language };

// Each file is read and parsed once per process: a restart shows edited files.
const files = new Map<string, ParsedContent | null>();

function readParsed(full: string, name: string): ParsedContent {
  const { body, ...frontMatter } = parseContentFile(fs.readFileSync(full, "utf8"), name);
  return { ...frontMatter, blocks: parseMarkdown(body) };
}

function readFile(language: Language, pagePath: string): ParsedContent | null {
  const name = path.join(language, contentFileName(pagePath));
  let file = files.get(name);
  if (file === undefined) {
    const full = path.join(contentDirectory(), name);
    file = fs.existsSync(full) ? readParsed(full, name) : null;
    files.set(name, file);
  }
  return file;
}

/**
 * A page's text in the language asked for, or in English (marked so) where
 * that language has no file yet; undefined when the page has no text at all.
 */
export function pageContent(pagePath: string, language: Language): PageContent | undefined {
  const own = readFile(language, pagePath);
  if (own) return { ...own, language };
  const english = language === "en" ? null : readFile("en", pagePath);
  return english ? { ...english, language: "en" } : undefined;
}
