// CSV (RFC 4180) for every export, on the server (subscriber list) and in the browser
// (analytics). Cells are typed by the public, so a cell a spreadsheet would run as a formula is
// neutralised with a leading apostrophe (OWASP "CSV injection"). A telephone number or other
// plain number (+5926001111, -12.5, +592 600-1111) starts with the same characters but has no
// letters, cell references or function calls, so it is written as it is: prefixing it would
// corrupt every phone number in the export.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?=.*\d)[\d ().-]+$/;

/** One CSV cell: empty for null/undefined, formulas neutralised, quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF line end. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
