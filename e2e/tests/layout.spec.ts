import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, chooseOption, signInQuickly, tapSoundGate } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';
import { walkGuestScreens, walkMyOrders } from '../support/customer-screens.js';
import { guestOrder, type PlacedOrder, setStatus } from '../support/order-path.js';

// Nothing cut off on a phone (390x844) or a laptop (1440x900): no screen scrolls sideways, no
// button's text is wider than the button, and on a phone no table hides columns behind a sideways
// scroll (admin tables show each row as a card there). Run by both the phone and the desktop projects.
//
// On a phone every tap target is at least 44x44 CSS px (issue 14; WCAG 2.5.5): a control's box,
// or the box a tap on it reaches (the label of a checkbox, the whole field of a select). Exempt:
// links inside a sentence (WCAG 2.5.8's inline exception).

interface Clipping {
  /** the page is wider than the window */
  pageOverflow: number;
  /** buttons whose text does not fit */
  clippedButtons: string[];
  /** tables scrolling sideways on a phone */
  scrollingTables: number;
  /** on a phone, tap targets under 44x44 px: 'what' WxH */
  smallTargets: string[];
  /** open dialogs whose content is wider than the dialog (the page itself does not scroll then) */
  overflowingDialogs: string[];
}

function clipping(page: Page): Promise<Clipping> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const clippedButtons = [...document.querySelectorAll('button, a.ant-btn')]
      .filter((b) => visible(b) && b.scrollWidth > b.clientWidth + 1)
      .map((b) => (b.textContent ?? '').trim() || (b.getAttribute('aria-label') ?? '?'));
    const narrow = window.innerWidth < 576;
    const scrollingTables = narrow
      ? [...document.querySelectorAll('.ant-table-content, .analytics-table')].filter(
          (t) => t.scrollWidth > t.clientWidth + 1,
        ).length
      : 0;
    const overflowingDialogs = [...document.querySelectorAll('.ant-modal-body')]
      .filter((body) => visible(body) && body.scrollWidth > body.clientWidth + 1)
      .map((body) => body.closest('.ant-modal')?.querySelector('.ant-modal-title')?.textContent ?? '?');
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      clippedButtons,
      scrollingTables,
      smallTargets: narrow ? smallTargets() : [],
      overflowingDialogs,
    };

    function smallTargets(): string[] {
      const MIN = 44;
      const tappable = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'summary',
        '[tabindex]:not([tabindex^="-"])',
        ...['button', 'tab', 'switch', 'checkbox', 'radio', 'combobox', 'menuitem'].map((r) => `[role="${r}"]`),
        // the eye that shows a password
        '.ant-input-password-icon',
      ].join(', ');
      // what a tap on the control reaches: its label, the whole field around an input, a tab's padding
      const AREA =
        '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-segmented-item, .ant-tabs-tab';
      // an input number's arrows show under a pointer and step what the field takes typed
      // (WCAG 2.5.8, 'equivalent'): the field is the target
      const EQUIVALENT = '.ant-input-number-action';
      const out = new Set<string>();
      for (const el of document.querySelectorAll<HTMLElement>(tappable)) {
        if (el.matches(EQUIVALENT) || !el.checkVisibility({ visibilityProperty: true })) continue;
        const box = (a: Element) => a.getBoundingClientRect();
        const shown = (r: DOMRect) => r.width > 0 && r.height > 0;
        // an input drawn by its label (checkbox, radio, segmented option) may have no box of its own
        if (!shown(box(el)) && !(el.tagName === 'INPUT' && el.closest('label'))) continue;
        const areas = [el, el.closest('label'), el.closest(AREA), ...((el as HTMLInputElement).labels ?? [])]
          .filter((a): a is HTMLElement => !!a)
          .map(box)
          .filter(shown);
        if (!areas.length) continue;
        const width = Math.max(...areas.map((r) => r.right)) - Math.min(...areas.map((r) => r.left));
        const height = Math.max(...areas.map((r) => r.bottom)) - Math.min(...areas.map((r) => r.top));
        if (Math.round(width) >= MIN && Math.round(height) >= MIN) continue;
        if (inlineLink(el)) continue;
        const role = el.getAttribute('role');
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        const cls = [...el.classList].slice(0, 2).join('.');
        out.add(
          `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${cls ? `.${cls}` : ''}> '${name}' ${Math.round(width)}x${Math.round(height)}`,
        );
      }
      return [...out];
    }

    /** a link in the flow of a sentence (WCAG 2.5.8's inline exception) */
    function inlineLink(el: HTMLElement): boolean {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      return (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    }
  });
}

const SCREENS: { as: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  ...[
    ['/pedidos', 'Gerenciar Pedidos'],
    ['/dashboard', 'Dashboard'],
    ['/analise-pedidos', 'Análise de Pedidos'],
    ['/cardapio-diario', 'Cardápio Diário'],
    ['/pratos', 'Gerenciar Pratos'],
    ['/produtos', 'Gerenciar Produtos'],
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
    // issue 29
    ['/empresas', 'Empresas'],
  ].map(([path, heading]) => ({
    as: ACCOUNTS.admin,
    path,
    ready: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // the first data is on screen, not a spinner
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    },
  })),
  {
    as: ACCOUNTS.courier1,
    path: '/entregas',
    ready: (page) => expect(page.getByRole('heading', { name: 'Central de Entregas' })).toBeVisible(),
  },
  {
    as: ACCOUNTS.staff,
    path: '/pedidos-cozinha',
    ready: async (page) => {
      await tapSoundGate(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

/** Every screen's findings against none at once: the diff lists what is wrong, screen by screen. */
function expectNothingCutOff(found: Record<string, Clipping>): void {
  const fine: Clipping = { pageOverflow: 0, clippedButtons: [], scrollingTables: 0, smallTargets: [], overflowingDialogs: [] };
  const screens = Object.entries(found);
  expect(
    Object.fromEntries(
      screens.map(([screen, seen]) => [screen, { ...seen, pageOverflow: Math.max(0, seen.pageOverflow) }]),
    ),
  ).toEqual(Object.fromEntries(screens.map(([screen]) => [screen, fine])));
}

// the boards' cards carry their buttons: a new order for the kitchen, one ready for a courier
keepEachTestWithinOneDay(test, 3);
const orders: PlacedOrder[] = [];
let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  admin = await apiAs(baseURL!, ACCOUNTS.admin);
  for (const [i, path] of [['confirmed'], ['confirmed', 'preparing', 'ready']].entries()) {
    const order = await guestOrder(baseURL!, 'delivery', `Cliente Layout ${i + 1}`);
    for (const status of path) await setStatus(admin, order.id, status);
    orders.push(order);
  }
});

test.afterAll(async () => {
  for (const order of orders) await admin.delete(`/api/orders/${order.id}`);
  await admin.dispose();
});

for (const account of [ACCOUNTS.admin, ACCOUNTS.courier1, ACCOUNTS.staff]) {
  test(`nothing is cut off on the screens of ${account}`, async ({ page }) => {
    await signInQuickly(page, account);
    const found: Record<string, Clipping> = {};
    for (const screen of SCREENS.filter((s) => s.as === account)) {
      await page.goto(screen.path);
      await screen.ready(page);
      found[screen.path] = await clipping(page);
    }
    if (account === ACCOUNTS.admin) {
      // the phone order dialog with its widest row: a quentinha, its size and its dishes
      await page.goto('/pedidos');
      await page.getByRole('button', { name: 'Adicionar Pedido' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Pedido' });
      await chooseOption(page, dialog, 'Produto', 'Quentinha Tradicional', 'Quentinha Trad');
      await expect(dialog.getByLabel(/Pratos/)).toBeVisible();
      found['/pedidos Adicionar Pedido'] = await clipping(page);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    }
    // a phone reaches the back office through the menu drawer
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      found['menu'] = await clipping(page);
    }
    expectNothingCutOff(found);
  });
}

test('nothing is cut off on the customer screens, as a guest', async ({ page }) => {
  const found: Record<string, Clipping> = {};
  await walkGuestScreens(page, orders[0]!, async (screen) => {
    found[screen] = await clipping(page);
  });
  expectNothingCutOff(found);
});

test('nothing is cut off on Meus Pedidos', async ({ page }) => {
  const found: Record<string, Clipping> = {};
  await walkMyOrders(page, async (screen) => {
    found[screen] = await clipping(page);
  });
  expectNothingCutOff(found);
});
