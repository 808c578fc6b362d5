// CSV as RFC 4180 writes it, opening cleanly in a spreadsheet: a UTF-8 byte-order mark so Excel
// reads accents right, and a cell that starts like a formula (= + - @, a tab or a carriage return)
// gets a leading apostrophe, so a visitor's text never runs.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const BOM = '\uFEFF';

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const safe = neutralise(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: the header, then one record per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
