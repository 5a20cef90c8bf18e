import { inIndia } from "#common/india-time.ts";
import type { Language } from "./language.ts";
import { messagesAtHand } from "./message-store.ts";

export { inIndia };

/**
 * Dates and numbers as Intl writes them for en-IN and hi-IN (tests/unit/format.test.ts holds
 * every day of a decade and a range of numbers against Intl), written without it: a page's
 * first Intl formatter costs a phone 35-60 ms of main thread, inside its hydration (decision
 * 0086). The server and every browser also write the same text, whatever their copy of the
 * Unicode locale data. The month names are messages of the shell, which every page has at
 * hand; the calendar's names are in calendar-format.ts, for the calendar's page only.
 */

/** "Nov", "नव॰": from the shell's messages, which the root route has loaded before any page renders. */
function shortMonthName(language: Language, monthIndex: number): string {
  return (messagesAtHand(language, ["shell"]).shell!.shortMonths as string).split(" ")[monthIndex]!;
}

/** "23 Nov 2026" in English, "23 नव॰ 2026" in Hindi; the date as it falls in India. */
export function formatDate(value: string | Date, language: Language): string {
  const date = inIndia(value);
  return `${date.getUTCDate()} ${shortMonthName(language, date.getUTCMonth())} ${date.getUTCFullYear()}`;
}

/**
 * Indian digit grouping, the same in both languages (Hindi text too uses Latin digits):
 * 12,34,567, with up to three decimals, as Intl shows them.
 */
export function formatNumber(value: number): string {
  const [whole = "", fraction] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}` : whole;
  return `${value < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
