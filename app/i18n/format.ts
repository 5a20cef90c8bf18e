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
