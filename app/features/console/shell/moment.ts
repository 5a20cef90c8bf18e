import { formatDate, inIndia } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/language.ts";

/** "5 Dec 2026, 10:00": a moment in India (a scheduled publication, an audit entry, a grievance's history). */
export function formatMoment(value: string, language: Language): string {
  return `${formatDate(value, language)}, ${inIndia(value).toISOString().slice(11, 16)}`;
}

/** Whether a notice's publication moment is still ahead: it is scheduled. */
export const isScheduled = (publishedAt: string) => publishedAt > new Date().toISOString();
