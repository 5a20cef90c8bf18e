/**
 * The gazetted holidays of 2026 for offices in Delhi, as the Department of
 * Personnel and Training notified them (O.M. of 3 July 2025). The dates of
 * Id-ul-Fitr, Id-ul-Zuha, Muharram and Milad-un-Nabi follow the sighting of
 * the moon and may move when the government says so. Names are catalogue keys.
 */
export const holidayYear = 2026;

export const holidays = [
  { date: "2026-01-26", name: "republicDay" },
  { date: "2026-03-04", name: "holi" },
  { date: "2026-03-21", name: "idUlFitr" },
  { date: "2026-03-26", name: "ramNavami" },
  { date: "2026-03-31", name: "mahavirJayanti" },
  { date: "2026-04-03", name: "goodFriday" },
  { date: "2026-05-01", name: "buddhaPurnima" },
  { date: "2026-05-27", name: "idUlZuha" },
  { date: "2026-06-26", name: "muharram" },
  { date: "2026-08-15", name: "independenceDay" },
  { date: "2026-08-26", name: "miladUnNabi" },
  { date: "2026-09-04", name: "janmashtami" },
  { date: "2026-10-02", name: "gandhiJayanti" },
  { date: "2026-10-20", name: "dussehra" },
  { date: "2026-11-08", name: "diwali" },
  { date: "2026-11-24", name: "guruNanakJayanti" },
  { date: "2026-12-25", name: "christmas" },
] as const;

export type Holiday = (typeof holidays)[number];

/** The weeks of a month, Sunday first, as day numbers with null for the blanks before the 1st and after the last day. */
export function monthWeeks(year: number, monthIndex: number): Array<Array<number | null>> {
  const first = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const cells: Array<number | null> = [
    ...Array<null>(first).fill(null),
    ...Array.from({ length: days }, (_, day) => day + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
