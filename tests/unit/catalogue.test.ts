import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "#app/i18n/catalogue.server.ts";

type Tree = { readonly [key: string]: unknown };

/** Every dotted key of a message tree that names a string, with its text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") found.set(`${prefix}${key}`, value);
    else for (const [leaf, text] of leaves(value as Tree, `${prefix}${key}.`)) found.set(leaf, text);
  }
  return found;
}

/** Every `t("…")` and `` t(`…`) `` key written in the app's source, with the file it is in. */
function keysUsedInCode(): Array<{ key: string; file: string }> {
  const root = path.resolve(import.meta.dirname, "../../app");
  const used: Array<{ key: string; file: string }> = [];
  for (const name of fs.readdirSync(root, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(name) || name.includes("+types")) continue;
    const source = fs.readFileSync(path.join(root, name), "utf8");
    for (const match of source.matchAll(/\bt\(\s*(["`])([^"`]+)\1/g)) used.push({ key: match[2]!, file: name });
  }
  return used;
}

const english = leaves(catalogue.en);
const hindi = leaves(catalogue.hi);

describe("the message catalogue", () => {
  it("has the same keys in English and Hindi", () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it("has no empty message in either language", () => {
    for (const messages of [english, hindi]) {
      expect([...messages].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    }
  });

  it("uses the same placeholders in both languages", () => {
    // `{name}`, and the value a plural or select chooses by (`{count, plural, …}`): once each.
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)(?:\}|\s*,\s*(?:plural|select)\s*,)/g)].map((match) => match[1]))].sort();
    for (const [key, text] of english) expect(placeholders(hindi.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("really is in Hindi: every Hindi namespace is mostly Devanagari", () => {
    for (const namespace of Object.keys(catalogue.hi)) {
      const texts = [...leaves(catalogue.hi[namespace as keyof typeof catalogue.hi] as Tree).values()].join(" ");
      const letters = texts.match(/\p{L}/gu) ?? [];
      const devanagari = texts.match(/\p{Script=Devanagari}/gu) ?? [];
      expect(devanagari.length / letters.length, namespace).toBeGreaterThan(0.6);
    }
  });

  it("defines every key the code uses", () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(50);
    const undefinedKeys = used.filter(({ key }) => {
      if (!key.includes("${")) return !english.has(key);
      // A key built from a value (`pages.${label}`): its fixed start must name a branch.
      const prefix = key.slice(0, key.indexOf("${"));
      return ![...english.keys()].some((known) => known.startsWith(prefix));
    });
    expect(undefinedKeys).toEqual([]);
  });
});
