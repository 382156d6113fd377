/**
 * CSV as RFC 4180 writes it: a field holding a comma, a quote or a line break is quoted, its quotes doubled, and rows
 * end in CRLF. A text field a person wrote (a buyer's name, a course title) that starts like a formula is prefixed
 * with an apostrophe, so a spreadsheet opening the export shows it rather than runs it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null, { text = false }: { text?: boolean } = {}): string {
  if (value === null) return '';
  let field = String(value);
  if (text && FORMULA_START.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

export const csvRow = (fields: readonly string[]): string => `${fields.join(',')}\r\n`;

/** Minor units written as the decimal amount, with a point whatever the reader's language: a file for machines too. */
export const csvAmount = (minorUnits: number): string => (minorUnits / 100).toFixed(2);
