/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would read as a formula
 * (=, +, -, @, tab, carriage return first) gets a leading apostrophe: the
 * exports hold text typed by the public.
 */
function cell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with a header row, CRLF line ends and a BOM so spreadsheets read UTF-8 (Hindi names). */
export function toCsv<Row>(
  columns: ReadonlyArray<[header: string, value: (row: Row) => string | number | boolean | null]>,
  rows: ReadonlyArray<Row>,
): string {
  const lines = [columns.map(([header]) => cell(header)).join(",")];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(value(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
