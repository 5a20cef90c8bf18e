import { inIndia } from "./format.ts";
import type { Language } from "./language.ts";

/**
 * The calendar's month and weekday names, as Intl writes them for en-IN and hi-IN (see
 * format.ts; tests/unit/format.test.ts holds them against Intl).
 */
const names: Record<Language, { months: string[]; weekdays: string[]; shortWeekdays: string[] }> = {
  en: {
    months: "January February March April May June July August September October November December".split(" "),
    weekdays: "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" "),
    shortWeekdays: "Sun Mon Tue Wed Thu Fri Sat".split(" "),
  },
  hi: {
    months: "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(" "),
    weekdays: "रविवार सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार".split(" "),
    shortWeekdays: "रवि सोम मंगल बुध गुरु शुक्र शनि".split(" "),
  },
};

/** A date's weekday in full, as it falls in India: "Monday", "सोमवार". */
export function formatWeekday(value: string, language: Language, width: "long" | "short" = "long"): string {
  return names[language][width === "long" ? "weekdays" : "shortWeekdays"][inIndia(value).getUTCDay()]!;
}

/** A month and year: "March 2026", "मार्च 2026". */
export function formatMonth(year: number, monthIndex: number, language: Language): string {
  const month = new Date(Date.UTC(year, monthIndex, 1));
  return `${names[language].months[month.getUTCMonth()]} ${month.getUTCFullYear()}`;
}
