import { describe, expect, it } from 'vitest';
import { BOM, toSpreadsheetCsv } from './spreadsheet-csv.js';

describe('toSpreadsheetCsv', () => {
  it('writes a byte-order mark, semicolons and CRLF, quoting a cell that holds the separator', () => {
    expect(
      toSpreadsheetCsv([
        ['Cliente', 'Total'],
        ['Ana; Maria', '1.234,56'],
      ]),
    ).toBe(`${BOM}Cliente;Total\r\n"Ana; Maria";1.234,56`);
  });

  it('guards cells that start with a sign and a number but go on as a formula', () => {
    const csv = toSpreadsheetCsv([
      ["-1+cmd|' /C calc'!A0", '+1+1'],
      ['-2,50', '-10'],
    ]);
    expect(csv.split('\r\n').slice(0)).toEqual([`\uFEFF"'-1+cmd|' /C calc'!A0";"'+1+1"`, '-2,50;-10']);
  });

  it('keeps a name from the checkout from running as a formula, but leaves negative amounts as numbers', () => {
    const csv = toSpreadsheetCsv({
      fields: ['Cliente', 'Valor'],
      data: [
        ['=HYPERLINK("x")', '-50,00'],
        ['@SUM(A1)', '-0,5'],
      ],
    });
    expect(csv.split('\r\n').slice(1)).toEqual([`"'=HYPERLINK(""x"")";-50,00`, `"'@SUM(A1)";-0,5`]);
  });
});
