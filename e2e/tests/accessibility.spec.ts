import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { ACCOUNTS, apiAs, signInQuickly, tapSoundGate } from '../support/app.js';
import { card, column, keepEachTestWithinOneDay, showColumn } from '../support/boards.js';
import { walkGuestScreens, walkMyOrders } from '../support/customer-screens.js';
import { guestOrder, type PlacedOrder, setStatus } from '../support/order-path.js';

// Issue 14: every screen, light and dark, on a phone and a desktop (the playwright projects), has
// no serious or critical WCAG 2 A/AA violation found by axe-core, and no control reads an icon's
// English name ('delete', 'logout'). One page per person: each test signs in once and walks its
// screens, each read in both colour schemes (the app follows the system's scheme until the person
// picks one, so the scheme is switched in place, without a reload).
//
// axe-core is loaded into every page of these tests by an init script and run in the page: loading
// it once per page instead of once per analysis (what @axe-core/playwright does) keeps the
// ~90 analyses of a run at a fraction of a second each.

// its orders must stay on today's boards (Sao Paulo)
keepEachTestWithinOneDay(test, 3);

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations'],
};

type Scheme = 'light' | 'dark';
const SCHEMES: Scheme[] = ['light', 'dark'];

interface Finding {
  where: string;
  rule: string;
  nodes: string[];
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript({ path: AXE_SOURCE });
});

/** Waits until the page stands still: no spinner, skeleton or busy region, no transition running. */
async function still(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]')).toHaveCount(0);
  // colour transitions (a theme switch) must end before contrast is read; endless animations
  // (the 'Ao vivo' pulse, a ringing card) are left alone
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

/**
 * antd's icons are `<span role="img" aria-label="delete" class="anticon anticon-delete">`: a screen
 * reader reads that English word, on its own (a select's 'down', a step's 'check', a toast's
 * 'check-circle') or inside a control without a name of its own ('delete Excluir', or just
 * 'logout'). Lists the visible icons it would read: each should be aria-hidden, or named in Portuguese.
 * Also antd's English names of a number field's steps and of a segmented control's group.
 */
function englishIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = ['button', 'a', 'img', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option', 'link']
      .map((role) => `[role="${role}"][aria-label], [role="${role}"][aria-labelledby]`)
      .concat('button[aria-label]', 'button[aria-labelledby]', 'a[aria-label]', 'a[aria-labelledby]')
      .join(', ');
    const out: string[] = [];
    for (const icon of document.querySelectorAll<HTMLElement>('.anticon[aria-label]')) {
      const name = icon.getAttribute('aria-label') ?? '';
      if (!icon.classList.contains(`anticon-${name}`)) continue; // a label of the app's own
      if (icon.closest('[aria-hidden="true"]') || !icon.checkVisibility({ visibilityProperty: true })) continue;
      // inside a control named on its own, the icon is not read
      if (icon.parentElement?.closest(named)) continue;
      const where = icon.closest('button, a, [role="button"], [role="tab"], [role="menuitem"]') ?? icon.parentElement!;
      out.push(`'${name}' in <${where.tagName.toLowerCase()} class="${where.getAttribute('class')}">${where.textContent?.trim().slice(0, 40)}`);
    }
    // rc-input-number's +/- handlers ('Increase Value'): the app's NumberField renames them
    for (const step of document.querySelectorAll<HTMLElement>('[aria-label="Increase Value"], [aria-label="Decrease Value"]')) {
      if (step.checkVisibility({ visibilityProperty: true })) out.push(`'${step.getAttribute('aria-label')}' on a number field`);
    }
    // antd's segmented control names its group in English unless given a name
    for (const group of document.querySelectorAll<HTMLElement>('[aria-label="segmented control"]')) {
      if (group.checkVisibility({ visibilityProperty: true })) out.push(`'segmented control' on <div class="${group.className}">`);
    }
    return out;
  });
}

/**
 * antd's icon names (`aria-label="shopping-cart"`) and the English words its controls fall back
 * to. Matched as whole lowercase words, as antd writes them: the Portuguese of the app never
 * spells them so ('Menu' and 'Home' are Portuguese too, hence 'menu' only as a name's first word,
 * where an icon drawn before its text lands, and no 'home').
 */
const ICON_WORDS = new Set(
  (
    'logout login shopping-cart shopping edit delete close close-circle download upload cloud-upload plus minus ' +
    'plus-circle minus-circle search reload redo printer bell user check check-circle eye eye-invisible copy ' +
    'calendar setting more ellipsis left right up down double-left double-right caret-up caret-down swap-right ' +
    'paper-clip loading info-circle exclamation-circle question-circle arrow-left arrow-up arrow-down sound muted ' +
    'whats-app phone picture environment clock-circle dollar rise percentage tag tags team history desktop ' +
    'fullscreen fullscreen-exit appstore bar-chart fire inbox experiment compass key lock moon sun notification ' +
    'shop wallet dashboard read unordered-list contacts profile holder filter file star mail warning'
  ).split(' '),
);
/** English words of antd's own controls when no locale names them ('Close', 'Increase Value'). */
const ENGLISH_CONTROL_WORDS =
  /(?<![\p{L}-])(?:close|clear|search|loading|select|remove|previous|next|page|increase value|decrease value|segmented control|expand|collapse|upload|download|delete|edit|print|cart|logout)(?![\p{L}-])/iu;

/** The English word an accessible name would read aloud, if any. */
function englishWordIn(name: string): string | null {
  const words = name.split(/[\s,.:;()"'!?]+/).filter(Boolean);
  const icon = words.find((w) => ICON_WORDS.has(w)) ?? (words[0] === 'menu' ? 'menu' : undefined);
  return icon ?? ENGLISH_CONTROL_WORDS.exec(name)?.[0] ?? null;
}

/**
 * What a screen reader would announce, read from the page's accessibility tree (Playwright's
 * aria snapshot: what is hidden from it is left out, dialogs and drawers included): every named
 * control, link, image or region whose name holds an English word.
 */
async function englishNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^\s*- ([a-z]+) "((?:[^"\\]|\\.)*)"/.exec(line);
    if (!match) continue;
    const [, role, name] = match as unknown as [string, string, string];
    const word = englishWordIn(name.replace(/\\(.)/g, '$1'));
    if (word) out.push(`${role} "${name}" reads '${word}'`);
  }
  return out;
}

/**
 * Labels whose `for` names an id the page holds more than once: the label then names only the first
 * (two order forms on one page once left 'Nome do cliente' naming the hidden one). axe reads ids
 * only in ARIA references, so this is looked at here.
 */
function labelsOnRepeatedIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLabelElement>('label[for]')]
      .filter((label) => document.querySelectorAll(`[id="${CSS.escape(label.htmlFor)}"]`).length > 1)
      .map((label) => `label '${label.textContent?.trim()}' for id '${label.htmlFor}' (on the page more than once)`),
  );
}

/** axe-core on the page as it stands, in both schemes; serious and critical findings are kept. */
async function scan(page: Page, screen: string, found: Finding[], info: TestInfo): Promise<void> {
  // the pointer rests away from the content: hover colours are the palette test's (theme.test.ts)
  await page.mouse.move(0, 0);
  const icons = await englishIcons(page);
  if (icons.length) found.push({ where: `${info.project.name} ${screen}`, rule: 'english-icon-name', nodes: icons });
  const names = await englishNames(page);
  if (names.length) found.push({ where: `${info.project.name} ${screen}`, rule: 'english-accessible-name', nodes: names });
  const labels = await labelsOnRepeatedIds(page);
  if (labels.length) found.push({ where: `${info.project.name} ${screen}`, rule: 'label-on-repeated-id', nodes: labels });
  // the scheme the page is in first, then the other: no switch back between screens
  const first = await page.evaluate(() => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
  for (const scheme of first === 'dark' ? [...SCHEMES].reverse() : SCHEMES) {
    await useScheme(page, scheme);
    await still(page);
    const { violations } = await page.evaluate(
      (options) => (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
      AXE_OPTIONS,
    );
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      found.push({
        where: `${info.project.name} ${scheme} ${screen}`,
        rule: `${v.id} (${v.impact})`,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
      });
    }
  }
}

function report(found: Finding[]): string {
  return found.map((f) => `${f.where}: ${f.rule}\n    ${f.nodes.join('\n    ')}`).join('\n');
}

/** On a phone, the menu drawer the top bar opens (a desktop shows it as the sidebar of every screen). */
async function scanMenu(page: Page, screen: string, found: Finding[], info: TestInfo): Promise<void> {
  const open = page.getByRole('button', { name: 'Abrir menu' });
  if (!(await open.isVisible())) return;
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link').first()).toBeVisible();
  await scan(page, `${screen}: menu`, found, info);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The dialog a button opens, read and closed again by its own button (nothing was typed). */
async function scanDialog(page: Page, button: string | RegExp, screen: string, found: Finding[], info: TestInfo): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog.getByRole('button').last()).toBeVisible();
  await scan(page, screen, found, info);
  await dialog.getByRole('button', { name: /^(Cancelar|Fechar)$/ }).first().click();
  await expect(dialog).toBeHidden();
}

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Orders in the kitchen's columns: new, in production, waiting for a courier.
const orders: PlacedOrder[] = [];
let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const steps = [['confirmed'], ['confirmed', 'preparing'], ['confirmed', 'preparing', 'ready']];
  for (const [i, path] of steps.entries()) {
    const order = await guestOrder(baseURL!, 'delivery', `Cliente Acessível ${i + 1}`);
    for (const status of path) await setStatus(admin, order.id, status);
    orders.push(order);
  }
});

test.afterAll(async () => {
  for (const order of orders) await admin.delete(`/api/orders/${order.id}`);
  await admin.dispose();
});

test.describe('no serious or critical axe violations, light and dark', () => {
  test('storefront, dish picker, cart, checkout, login, register and tracking, as a guest', async ({ page }, info) => {
    const found: Finding[] = [];
    await walkGuestScreens(page, orders[1]!, (screen) => scan(page, screen, found, info));
    expect(found, report(found)).toEqual([]);
  });

  test('Meus Pedidos, as a customer', async ({ page }, info) => {
    const found: Finding[] = [];
    await walkMyOrders(page, (screen) => scan(page, screen, found, info));
    await scanMenu(page, 'meus pedidos', found, info);
    expect(found, report(found)).toEqual([]);
  });

  test('the kitchen wall, as the kitchen', async ({ page }, info) => {
    const found: Finding[] = [];
    await signInQuickly(page, ACCOUNTS.staff);
    await page.goto('/pedidos-cozinha');
    await expect(page.getByRole('dialog', { name: 'Ativar o som' })).toBeVisible();
    await scan(page, 'cozinha: ativar o som', found, info);
    await tapSoundGate(page);
    await expect(page.getByRole('heading', { name: 'Pedidos da Cozinha' })).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(`^Pedido #${orders[0]!.shortId}\\b`) })).toBeVisible();
    await scan(page, 'pedidos da cozinha', found, info);
    await page.getByRole('button', { name: 'Produção' }).click();
    await expect(page.getByRole('region', { name: 'Produção', exact: true })).toBeVisible();
    await scan(page, 'cozinha: produção', found, info);
    expect(found, report(found)).toEqual([]);
  });

  test('Central de Entregas, as a courier', async ({ page, baseURL }, info) => {
    const found: Finding[] = [];
    // the courier's own cards: one on the road, one delivered (its look is the quieter one)
    const courier = await apiAs(baseURL!, ACCOUNTS.courier1);
    const mine: PlacedOrder[] = [];
    try {
      for (const delivered of [false, true]) {
        const order = await guestOrder(baseURL!, 'delivery', `Cliente Acessível Rota ${mine.length + 1}`);
        for (const status of ['confirmed', 'preparing', 'ready']) await setStatus(admin, order.id, status);
        await setStatus(courier, order.id, 'delivering');
        if (delivered) await setStatus(courier, order.id, 'delivered');
        mine.push(order);
      }
      await signInQuickly(page, ACCOUNTS.courier1);
      await page.goto('/entregas');
      await expect(page.getByRole('heading', { name: 'Central de Entregas' })).toBeVisible();
      // the orders are in (a phone shows them behind tabs): asked before, the tabs may not be there yet
      await expect(page.locator('.board__columns')).toBeVisible();
      const phone = await page.locator('.board-tabs').isVisible();
      for (const [i, title] of ['Em Rota de Entrega', 'Entregue'].entries()) {
        await showColumn(page, title);
        await expect(card(column(page, title), mine[i]!.shortId)).toBeVisible();
        // a desktop shows both columns at once: one reading covers them
        if (phone || i === 1) await scan(page, `entregas: ${title}`, found, info);
      }
    } finally {
      for (const order of mine) await admin.delete(`/api/orders/${order.id}`);
      await courier.dispose();
    }
    expect(found, report(found)).toEqual([]);
  });

  test('every other back-office screen, as the admin', async ({ page }, info) => {
    const found: Finding[] = [];
    await signInQuickly(page, ACCOUNTS.admin);
    // the kitchen wall and the deliveries are read above, as their own people see them
    const screens: [string, string][] = [
      ['/pedidos', 'Gerenciar Pedidos'],
      ['/dashboard', 'Dashboard'],
      ['/analise-pedidos', 'Análise de Pedidos'],
      ['/cardapio-diario', 'Montar Cardápio Diário'],
      ['/pratos', 'Pratos'],
      ['/produtos', 'Produtos'],
      ['/bairros', 'Bairros para Entrega'],
      ['/despesas', 'Despesas'],
      ['/equipe', 'Equipe'],
      ['/dados-da-loja', 'Dados da Loja'],
      ['/horario-de-funcionamento', 'Horário de Funcionamento'],
      ['/configuracoes', 'Configurações'],
      // issue 31
      ['/insumos', 'Insumos'],
      ['/lista-de-compras', 'Lista de Compras'],
      ['/sobras-do-dia', 'Sobras do Dia'],
    ];
    for (const [path, heading] of screens) {
      await visit(page, path, heading);
      await scan(page, path, found, info);
    }
    // the phone's menu drawer, over the last screen
    await scanMenu(page, screens.at(-1)![0], found, info);
    expect(found, report(found)).toEqual([]);
  });

  test('the forms and confirmations of the back office, as the admin', async ({ page }, info) => {
    const found: Finding[] = [];
    await signInQuickly(page, ACCOUNTS.admin);
    // what the lists open: a dialog's close button, a form's rows and number fields, a confirmation
    const dialogs: [string, string, string | RegExp][] = [
      ['/pedidos', 'Gerenciar Pedidos', 'Adicionar Pedido'],
      ['/produtos', 'Produtos', 'Adicionar Produto'],
      ['/produtos', 'Produtos', /^Excluir /],
      ['/pratos', 'Pratos', 'Novo Prato'],
      ['/despesas', 'Despesas', 'Adicionar Despesa'],
      ['/bairros', 'Bairros para Entrega', 'Adicionar Bairro'],
    ];
    for (const [path, heading, button] of dialogs) {
      await visit(page, path, heading);
      await scanDialog(page, button, `${path}: ${String(button)}`, found, info);
    }
    expect(found, report(found)).toEqual([]);
  });
});
