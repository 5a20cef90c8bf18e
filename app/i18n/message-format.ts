import { formatNumber } from "./format.ts";
import { locales, type Language } from "./language.ts";

/**
 * The part of ICU's message format the catalogue uses for words that follow a number or a kind
 * (decision 0251): `{count, plural, =0 {no rows} one {# row} other {# rows}}`, its branch chosen
 * by `Intl.PluralRules` in the page's language (`#` is the number, written as the site writes
 * numbers), and `{role, select, editor {An editor} other {A}}`, chosen by the value. Any other
 * `{name}` is the value, as in every message. Messages without either are filled by the
 * translator's plain replacement, and never come here.
 */

type Values = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Language, Intl.PluralRules>();
/** Made at the first plural a page shows: an Intl object costs a phone's first render (decision 0086). */
function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(locales[language])));
  return rules;
}

/** Whether a message needs this formatter: it has a plural or a select. */
export function hasChoices(message: string): boolean {
  return /\{\s*\w+\s*,\s*(plural|select)\s*,/.test(message);
}

/** The index just past the brace that closes the one at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index + 1;
  }
  throw new SyntaxError(`Unclosed brace in the message "${text}"`);
}

/** `=0 {…} one {…} other {…}` as a map from each key to its text. */
function branchesOf(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const key = /^\s*(=?\w+)\s*\{/.exec(text.slice(index));
    if (!key) break;
    const open = index + key[0].length - 1;
    const close = closingBrace(text, open);
    branches.set(key[1]!, text.slice(open + 1, close - 1));
    index = close;
  }
  if (!branches.has("other")) throw new SyntaxError(`A plural or select needs an "other" branch: "${text}"`);
  return branches;
}

/** A count given as the number or as the site writes it ("1,234"). */
const countOf = (value: string | number | undefined) =>
  typeof value === "number" ? value : Number(String(value ?? "").replaceAll(",", ""));

function choose(argument: string, kind: string, body: string, values: Values, language: Language): string {
  const branches = branchesOf(body);
  if (kind === "select") {
    return formatMessage(branches.get(String(values[argument])) ?? branches.get("other")!, values, language);
  }
  const count = countOf(values[argument]);
  const chosen =
    branches.get(`=${count}`) ?? branches.get(pluralRulesOf(language).select(count)) ?? branches.get("other")!;
  return formatMessage(chosen.replaceAll("#", formatNumber(count)), values, language);
}

/** The message with its plurals and selects chosen and its placeholders filled. */
export function formatMessage(message: string, values: Values, language: Language): string {
  let result = "";
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf("{", index);
    if (open === -1) break;
    result += message.slice(index, open);
    const close = closingBrace(message, open);
    const inner = message.slice(open + 1, close - 1);
    const choice = /^\s*(\w+)\s*,\s*(plural|select)\s*,([\s\S]*)$/.exec(inner);
    if (choice) result += choose(choice[1]!, choice[2]!, choice[3]!, values, language);
    else result += inner in values ? String(values[inner]) : `{${inner}}`;
    index = close;
  }
  return result + message.slice(index);
}
