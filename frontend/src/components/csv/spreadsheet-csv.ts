import { unparse } from 'papaparse';

/** Excel opens a UTF-8 file with accents right only when it starts with a byte-order mark. */
export const BOM = '\uFEFF';

// '-' is let through only when the whole cell is a number: '-1+cmd|...' is a formula too
const FORMULA_START = /^[=+@\t\r]|^-(?![\d.,]+$)/;

type Rows = readonly (readonly unknown[])[];

/**
 * CSV for Brazilian spreadsheets (SPEC section 9): semicolons, CRLF, a byte-order mark. Cells
 * that a spreadsheet would run as a formula ('=', '+', '@', or '-' unless the cell is a number) get a
 * leading quote: customer names come from the public checkout. Negative amounts ('-50,00') stay
 * numbers.
 */
export function toSpreadsheetCsv(table: Rows | { fields: string[]; data: Rows }): string {
  const input = Array.isArray(table) ? (table as unknown[][]) : (table as { fields: string[]; data: unknown[][] });
  return BOM + unparse(input, { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START });
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
