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
