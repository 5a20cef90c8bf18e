import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const docs = join(root, "docs");
const records = readdirSync(join(docs, "decisions")).filter((name) => /^\d{4}-.*\.md$/.test(name));
const read = (path: string) => readFileSync(path, "utf8");

/** The part of a Markdown text under the heading `## <title>`, up to the next heading of that level. */
function section(text: string, title: string): string {
  const start = text.indexOf(`\n## ${title}\n`);
  if (start < 0) return "";
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Every link target of a Markdown text, code blocks and inline code left out. */
function linkTargets(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/**
 * The guides: docs/architecture.md, the entry, and the files its "Guides" list names first on
 * each line (a line may name a reference beside its guide, as gigw.md beside accessibility.md).
 */
const entry = read(join(docs, "architecture.md"));
const guides = [
  "architecture.md",
  ...[...section(entry, "Guides").matchAll(/^- \[[^\]]+\]\(([\w-]+\.md)\)/gm)].map((match) => match[1]!),
];
const recordsLinkedFrom = (guide: string) =>
  new Set(
    linkTargets(read(join(docs, guide)))
      .map((target) => /^decisions\/(\d{4}-[^#/]+\.md)(#.*)?$/.exec(target)?.[1])
      .filter((record) => record !== undefined),
  );

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, "")
    .replace(/ /g, "-");
}

const anchorsByFile = new Map<string, Set<string>>();

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub numbers it. */
function anchorsOf(path: string): Set<string> {
  const known = anchorsByFile.get(path);
  if (known) return known;
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const prose = read(path).replace(/^```[\s\S]*?^```/gm, "");
  for (const [, heading] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading!);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  anchorsByFile.set(path, anchors);
  return anchors;
}

describe("the documentation", () => {
  it("has its guides listed in docs/architecture.md, each a file that exists", () => {
    expect(guides.length).toBeGreaterThanOrEqual(10);
    for (const guide of guides) expect(existsSync(join(docs, guide)), guide).toBe(true);
  });

  it("lists every guide in the README's Documentation section", () => {
    const listed = linkTargets(section(read(join(root, "README.md")), "Documentation"));
    expect(guides.filter((guide) => !listed.includes(`docs/${guide}`))).toEqual([]);
  });

  it("links every decision record from a guide", () => {
    const linked = new Set(guides.flatMap((guide) => [...recordsLinkedFrom(guide)]));
    expect(records.filter((record) => !linked.has(record))).toEqual([]);
  });

  it("groups the decisions index by guide, and each guide links the records of its group", () => {
    const index = read(join(docs, "decisions", "README.md"));
    const unlinked: string[] = [];
    let guide: string | undefined;
    for (const line of index.split("\n")) {
      const heading = /^## \[[^\]]+\]\(\.\.\/([\w-]+\.md)\)$/.exec(line);
      if (heading) guide = heading[1];
      const record = /^\| \d{4} +\| \[.*\]\((\d{4}-[^)]+\.md)\)/.exec(line)?.[1];
      if (record === undefined) continue;
      if (guide === undefined || !guides.includes(guide)) unlinked.push(`${record}: not under a guide's heading`);
      else if (!recordsLinkedFrom(guide).has(record)) unlinked.push(`${record}: not linked from ${guide}`);
    }
    expect(unlinked).toEqual([]);
  });

  it("names in its guides only repository paths that exist", () => {
    const namedPath = /`((?:app|server|common|tests|scripts|bench|docs|deploy|content|public)\/[^`\s*<>{}]*)`/g;
    const missing = guides.flatMap((guide) =>
      [...read(join(docs, guide)).matchAll(namedPath)]
        .map((match) => match[1]!)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${guide}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("has relative links in README.md and docs/ that resolve, anchors included", () => {
    const files = [
      join(root, "README.md"),
      ...readdirSync(docs)
        .filter((name) => name.endsWith(".md"))
        .map((name) => join(docs, name)),
    ];
    files.push(join(docs, "decisions", "README.md"));
    const broken: string[] = [];
    for (const file of files) {
      for (const target of linkTargets(read(file))) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split("#") as [string, string | undefined];
        const resolved = path === "" ? file : join(dirname(file), path);
        if (!existsSync(resolved)) broken.push(`${file.slice(root.length)}: ${target}`);
        else if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) {
          broken.push(`${file.slice(root.length)}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
