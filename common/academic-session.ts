import { yearInIndia } from "./india-time.ts";

/**
 * The academic session a date falls in, as the university writes it ("2026-27"). A session
 * starts in July, so pages and seeded notices name the current one without a year in their text.
 */
export function academicSession(date: Date): string {
  const start = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return sessionName(start);
}

/** "2026-27" for the session that starts in July 2026. */
function sessionName(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * The session the site's admission pages are about on `date` (decision 0171): the one that
 * starts in July of the year the date falls in, in India. It rolls over on 1 January, when the
 * previous session's admissions have long closed and the next one's entrance tests and
 * bulletins begin to appear: on 31 December 2026 "2026-27", on 1 January 2027 "2027-28".
 */
export function admissionSession(date: Date): string {
  return sessionName(yearInIndia(date));
}

/**
 * The placeholder that page text and messages write for the admission session, so that no
 * year in them goes stale: "Admission {admissionSession}".
 */
export const admissionSessionPlaceholder = "{admissionSession}";

/** `text` with each `{admissionSession}` replaced by the admission session of `date`. */
export function withAdmissionSession(text: string, date: Date): string {
  return text.includes(admissionSessionPlaceholder)
    ? text.replaceAll(admissionSessionPlaceholder, admissionSession(date))
    : text;
}
