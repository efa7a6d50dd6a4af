// Spreadsheets run a cell that starts with one of these as a formula (CSV
// injection, OWASP). Exported cells that start so are kept as text with a
// leading apostrophe, which an import takes off again; an imported cell that
// starts so without it is refused rather than stored for the next export.
const FORMULA_START = /^[=+\-@\t\r]/;
// Apostrophes before a formula sign are the escape: an import takes one off.
// A value that itself starts so ('-ish) is exported with one more, so that
// what an import takes off is always the one the export put on.
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;

/** A value as an exported cell: formula starts kept as text, and importCell reads it back unchanged. */
export function exportCell(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `'${value}` : value;
}

/** An imported cell as its value, or null when it would start a formula. */
export function importCell(cell: string): string | null {
  if (ESCAPED_FORMULA_START.test(cell)) return cell.slice(1);
  return FORMULA_START.test(cell) ? null : cell;
}

export const FORMULA_MESSAGE =
  "Starts like a spreadsheet formula (= + - @); put an apostrophe before it to keep it as text";
