/**
 * The academic session a date falls in, as the university writes it ("2026-27"). A session
 * starts in July, so pages and seeded notices name the current one without a year in their text.
 */
export function academicSession(date: Date): string {
  const start = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
