import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs } from '../support/app.js';
import { card, column, type Person, keepEachTestWithinOneDay } from '../support/boards.js';
import { boardReady, guestBoxesOrder, openAs, setStatus } from '../support/order-path.js';

// its orders must stay on today's boards (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// Issue 9 (printing from the browser, no driver): 'Imprimir' prints an 80 mm kitchen ticket and
// 'Etiquetas' one label per box, on 80 mm paper or an A4 sheet. The browser's own PDF output of
// the print media is read back with poppler: page size, page count and the words on the paper.
// Desktop project only (playwright.config.ts).

const MM_80 = 226.77; // 80 mm in points
const A4 = { width: 595.28, height: 841.89 };

interface Printed {
  text: string;
  pages: number;
  width: number;
  height: number;
}

const folder = mkdtempSync(join(tmpdir(), 'quentinha-print-'));

/** What the printer would get: Chromium's PDF of the print media, read back as text and sizes. */
async function printed(page: Page): Promise<Printed> {
  const file = join(folder, `${randomUUID()}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync('pdfinfo', [file]).toString();
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return {
    // lines wrap on narrow paper: the words are compared with their spaces folded
    text: execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' '),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    width: Number(width),
    height: Number(height),
  };
}

test('the kitchen prints an 80 mm ticket and one label per box, on a roll or an A4 sheet', async ({
  browser,
  baseURL,
}) => {
  const name = `Cliente Etiqueta ${Date.now() % 100000}`;
  const order = await guestBoxesOrder(baseURL!, name);
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  await setStatus(admin, order.id, 'confirmed');
  let kitchen: Person | undefined;
  try {
    kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
    const page = kitchen.page;
    // the print dialog itself is the browser's: the test takes the PDF of what it would print
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await boardReady(page);
    const fresh = card(column(page, 'Novo Pedido'), order.shortId);

    await fresh.getByRole('button', { name: 'Imprimir' }).click();
    const ticket = await printed(page);
    expect(ticket.width).toBeCloseTo(MM_80, 0);
    expect(ticket.pages).toBe(1);
    for (const words of [
      `Pedido #${order.shortId}`,
      name,
      '2x Quentinha Tradicional',
      '1x Quentinha Tradicional',
      '1x Refrigerante Lata 350ml',
      order.dishes[0],
      'Obs.: sem cebola',
      'Portão azul',
      'Pinheiros',
      'Rua do Caminho, 9',
      'Dinheiro',
      'Troco para R$ 200,00',
    ])
      expect(ticket.text, words).toContain(words);
    // the board itself is not on the paper
    expect(ticket.text).not.toContain('Novo Pedido');

    await fresh.getByRole('button', { name: 'Etiquetas' }).click();
    await page.getByRole('menuitem', { name: 'Etiquetas (80 mm)' }).click();
    const roll = await printed(page);
    expect(roll.width).toBeCloseTo(MM_80, 0);
    // three boxes, one label a page; the drink has none
    expect(roll.pages).toBe(3);
    for (const words of ['1 de 3', '2 de 3', '3 de 3', 'Grande', 'Pequena', `#${order.shortId}`, 'Pinheiros', name])
      expect(roll.text, words).toContain(words);
    expect(roll.text).not.toContain('Refrigerante');

    await fresh.getByRole('button', { name: 'Etiquetas' }).click();
    await page.getByRole('menuitem', { name: 'Etiquetas (A4)' }).click();
    const sheet = await printed(page);
    expect([sheet.width, sheet.height].map(Math.round)).toEqual([A4.width, A4.height].map(Math.round));
    expect(sheet.pages).toBe(1);
    expect(sheet.text).toContain('3 de 3');
  } finally {
    await kitchen?.context.close();
    await admin.dispose();
  }
});
