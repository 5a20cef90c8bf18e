import { locales, type Language } from "./language.ts";

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** "23 Nov 2026" in English, "23 नव॰ 2026" in Hindi; the date as it falls in India. */
export function formatDate(value: string | Date, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    dateFormats.set(language, format);
  }
  return format.format(typeof value === "string" ? new Date(value) : value);
}

/** Indian digit grouping in both languages: 12,34,567. */
export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locales[language]);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** A date's weekday in full, as it falls in India: "Monday", "सोमवार". */
export function formatWeekday(value: string, language: Language, width: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(locales[language], { weekday: width, timeZone: "Asia/Kolkata" }).format(
    new Date(value),
  );
}

/** A month and year: "March 2026", "मार्च 2026". */
export function formatMonth(year: number, monthIndex: number, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, monthIndex, 1)),
  );
}
