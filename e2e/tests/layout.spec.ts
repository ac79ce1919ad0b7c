import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn, tapSoundGate } from '../support/app.js';

// Nothing cut off on a phone (390x844) or a laptop (1440x900): no screen scrolls sideways, no
// button's text is wider than the button, and on a phone no table hides columns behind a sideways
// scroll (admin tables show each row as a card there). Run by both the phone and the desktop projects.

interface Clipping {
  /** the page is wider than the window */
  pageOverflow: number;
  /** buttons whose text does not fit */
  clippedButtons: string[];
  /** tables scrolling sideways on a phone */
  scrollingTables: number;
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
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      clippedButtons,
      scrollingTables,
    };
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

for (const account of [ACCOUNTS.admin, ACCOUNTS.courier1, ACCOUNTS.staff]) {
  test(`nothing is cut off on the screens of ${account}`, async ({ page }) => {
    await signIn(page, account);
    const found: Record<string, Clipping> = {};
    for (const screen of SCREENS.filter((s) => s.as === account)) {
      await page.goto(screen.path);
      await screen.ready(page);
      found[screen.path] = await clipping(page);
    }
    const fine: Clipping = { pageOverflow: 0, clippedButtons: [], scrollingTables: 0 };
    for (const [path, seen] of Object.entries(found)) {
      expect({ ...seen, pageOverflow: Math.max(0, seen.pageOverflow) }, path).toEqual(fine);
    }
  });
}
