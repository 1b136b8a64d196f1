/**
 * CSV for spreadsheet programs: UTF-8 with a byte-order mark (so accents open correctly), CRLF
 * line ends, and no cell that a spreadsheet would run as a formula.
 */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return `${csvHeader(columns)}${csvLines(columns, rows)}`;
}

/**
 * The cells' separator: `,`, or `;` where numbers are written with a decimal comma (French,
 * German, Spanish, Italian spreadsheets split on `;` and read `12,50` as a number).
 */
export type CsvSeparator = ',' | ';';

/** The file's start: the byte-order mark and the header line. */
export function csvHeader(columns: readonly string[], separator: CsvSeparator = ','): string {
  return `\uFEFF${columns.map(cell).join(separator)}\r\n`;
}

/** Lines of cells, in order, each ended by CRLF. */
export function csvRows(rows: ReadonlyArray<readonly unknown[]>, separator: CsvSeparator = ','): string {
  return rows.map((cells) => `${cells.map(cell).join(separator)}\r\n`).join('');
}

/** Rows as CSV lines, each ended by CRLF. */
export function csvLines(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return rows.map((row) => `${columns.map((column) => cell(row[column])).join(',')}\r\n`).join('');
}

function cell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  // =, +, -, @, tab and CR open a formula in Excel, LibreOffice and Sheets: make them text. A
  // negative amount alone (a credit note's "-962,78") is a number, not a formula: it stays one.
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(?:[.,]\d+)?$/.test(text)) text = `'${text}`;
  // Quoted also on a semicolon: a spreadsheet that splits on ; would otherwise open `x;=1+1`
  // as a cell `=1+1`, a formula.
  return /[";,\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
