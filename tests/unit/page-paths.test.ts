import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import english from "#app/i18n/messages/en/pages.ts";
import hindi from "#app/i18n/messages/hi/pages.ts";
import { pageRegistry, type PageEntry } from "#common/pages.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The product's source files: app/, server/ and common/. The API's routes (server/api/) are left
 * out: they live under /api/v1, where `/alumni` and `/search` name resources, not pages.
 */
function productFiles(): string[] {
  return ["app", "server", "common"].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(ts|tsx|mts|mjs)$/.test(name))
      .map((name) => path.join(folder, name))
      .filter((file) => !file.startsWith(path.join("server", "api") + path.sep)),
  );
}

/** The string literals of a source file, its comments left out. */
function stringLiterals(source: string): string[] {
  const literals: string[] = [];
  for (const [, literal] of source.matchAll(
    /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
  )) {
    if (literal) literals.push(literal.slice(1, -1));
  }
  return literals;
}

/** Every page's address the registry declares, without parameters, in lower case (paths match in any case). */
const pagePaths = new Set(
  (pageRegistry as ReadonlyArray<PageEntry>)
    .map((page) => page.path.toLowerCase())
    .filter((pagePath) => pagePath.startsWith("/") && !pagePath.includes(":") && pagePath !== "/"),
);

describe("page paths", () => {
  it("are written in one product file, the page registry, and nowhere else", () => {
    const filesOf = new Map<string, Set<string>>();
    for (const file of productFiles()) {
      for (const literal of stringLiterals(fs.readFileSync(path.join(root, file), "utf8"))) {
        const pagePath = literal.replace(/[?#].*$/, "").toLowerCase();
        if (pagePaths.has(pagePath)) filesOf.set(pagePath, (filesOf.get(pagePath) ?? new Set()).add(file));
      }
    }
    const elsewhere = [...filesOf].flatMap(([pagePath, files]) =>
      [...files].filter((file) => file !== path.join("common", "pages.ts")).map((file) => `${pagePath} in ${file}`),
    );
    expect(elsewhere).toEqual([]);
    // The check reads what it should: the registry's own paths are found in it.
    expect(filesOf.get("/ncc")).toEqual(new Set([path.join("common", "pages.ts")]));
  });

  it("are shown under names the catalogue holds in both languages", () => {
    const shownNames = (pageRegistry as ReadonlyArray<PageEntry>).flatMap((page) => [
      ...(page.menu || page.search ? [page.name] : []),
      ...(page.footer ? [page.footer.name ?? page.name] : []),
      ...(page.search ?? []),
      ...(page.suggested ? [page.suggested.name] : []),
      ...(page.menu ?? []),
    ]);
    const missing = shownNames.filter((name) => !(name in english) || !(name in hindi));
    expect(missing).toEqual([]);
  });
});
