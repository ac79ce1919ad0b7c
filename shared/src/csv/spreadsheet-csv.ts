import Papa from 'papaparse';

/** Excel opens a UTF-8 file with accents right only when it starts with a byte-order mark. */
export const BOM = '\uFEFF';

// '-' is let through only when the whole cell is a number: '-1+cmd|...' is a formula too
const FORMULA_START = /^[=+@\t\r]|^-(?![\d.,]+$)/;
const OPTIONS = { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START };

type Rows = readonly (readonly unknown[])[];

/**
 * CSV for Brazilian spreadsheets (SPEC section 9): semicolons, CRLF, a byte-order mark. Cells
 * that a spreadsheet would run as a formula ('=', '+', '@', or '-' unless the cell is a number) get a
 * leading quote: customer names come from the public checkout. Negative amounts ('-50,00') stay
 * numbers.
 */
export function toSpreadsheetCsv(table: Rows | { fields: string[]; data: Rows }): string {
  const input = Array.isArray(table) ? (table as unknown[][]) : (table as { fields: string[]; data: unknown[][] });
  return BOM + Papa.unparse(input, OPTIONS);
}

/**
 * The same lines without the mark, each ending in CRLF: a server streams a long file as the
 * header (from toSpreadsheetCsv) and then one of these per batch of rows.
 */
export function spreadsheetCsvLines(rows: Rows): string {
  return rows.length === 0 ? '' : Papa.unparse(rows as unknown[][], OPTIONS) + OPTIONS.newline;
}
