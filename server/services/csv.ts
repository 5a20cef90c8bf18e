import { stringify } from "csv-stringify/sync";

/**
 * A CSV document (RFC 4180) with a header row, CRLF line ends and a BOM so spreadsheets read
 * UTF-8 (Hindi names). A cell that a spreadsheet would read as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe: the exports hold text typed by the public.
 */
export function toCsv<Row>(
  columns: ReadonlyArray<[header: string, value: (row: Row) => string | number | null]>,
  rows: ReadonlyArray<Row>,
): string {
  const records = rows.map((row) => columns.map(([, value]) => value(row)));
  return stringify([columns.map(([header]) => header), ...records], {
    bom: true,
    record_delimiter: "windows",
    escape_formulas: true,
  });
}
