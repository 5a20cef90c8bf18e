import type { Holiday } from "#common/api/holidays.ts";
import { site } from "#common/site.ts";
import type { Services } from "#server/services/index.ts";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { localizePath, type Language } from "#app/i18n/language.ts";
import { pagePath } from "#common/page-lookup.ts";

/** TEXT as RFC 5545 (3.3.11) writes it: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, "");
}

const encoder = new TextEncoder();

/**
 * A content line folded as RFC 5545 (3.1) asks: no line longer than 75 octets, a continuation
 * begins with one space, and no UTF-8 character (a Devanagari letter is three octets) is split.
 */
function folded(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/** 2026-01-26 → 20260126, and the day after (an all-day event's DTEND is exclusive). */
function icalDays(date: string): { start: string; end: string } {
  const day = Date.parse(`${date}T00:00:00Z`);
  const compact = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll("-", "");
  return { start: compact(day), end: compact(day + 86_400_000) };
}

/** A holiday's name in a language. */
const nameIn = (holiday: Holiday, language: Language) => (language === "en" ? holiday.name_en : holiday.name_hi);

/**
 * The holiday calendar as an iCalendar file (RFC 5545): one all-day event per holiday of the
 * year the holiday service shows (this year in India, else the latest with holidays), each known
 * by its record's id. Its SUMMARY is the name in the file's language and its DESCRIPTION the name
 * in the other, each with its LANGUAGE (a component may hold one SUMMARY only; decision 0169).
 * `now` is the DTSTAMP, the moment the file is made.
 */
export async function holidayCalendarFile(services: Services, language: Language, now: Date): Promise<string> {
  const { holidays } = await services.holidays.calendar();
  const t = translator(catalogue[language], undefined, language);
  const other: Language = language === "en" ? "hi" : "en";
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  const pageUrl = site.website + localizePath(pagePath("holidayCalendar"), language);
  const calendarName = `${t("pages.holidayCalendar")}: ${t("shell.siteName")}`;
  const host = new URL(site.website).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//Holiday Calendar//EN`,
    "CALSCALE:GREGORIAN",
    `NAME;LANGUAGE=${language}:${text(calendarName)}`,
    `X-WR-CALNAME:${text(calendarName)}`,
    `URL;VALUE=URI:${pageUrl}`,
    ...holidays.flatMap((holiday) => {
      const days = icalDays(holiday.date);
      return [
        "BEGIN:VEVENT",
        `UID:holiday-${holiday._id}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${days.start}`,
        `DTEND;VALUE=DATE:${days.end}`,
        `SUMMARY;LANGUAGE=${language}:${text(nameIn(holiday, language))}`,
        `DESCRIPTION;LANGUAGE=${other}:${text(nameIn(holiday, other))}`,
        "TRANSP:TRANSPARENT",
        `URL;VALUE=URI:${pageUrl}`,
        "END:VEVENT",
      ];
    }),
    "END:VCALENDAR",
  ];
  return lines.map(folded).join("\r\n") + "\r\n";
}
