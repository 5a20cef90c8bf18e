/**
 * One CSV document (RFC 4180) for staff to open in a spreadsheet. A cell that
 * starts like a formula is prefixed with an apostrophe, so text a visitor typed
 * into a public form never runs as a formula on a staff member's computer.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
