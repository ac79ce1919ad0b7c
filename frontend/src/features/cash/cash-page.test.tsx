import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashClosingDto, CashSessionDto } from '@quentinha/shared/cash/cash';
import { CASH_MESSAGES } from '@quentinha/shared/cash/cash';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { renderBoard } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import { setViewport } from '@/testing/viewport';
import CashPage from './cash-page';

// R$ 100 float, R$ 62,30 of cash sales, a R$ 10 suprimento, a R$ 50 sangria: R$ 122,30 expected
const OPEN: CashSessionDto = {
  id: 'cash-1',
  day: '2026-03-02',
  status: 'open',
  opened_at: '2026-03-02T11:00:00.000Z',
  opened_by_name: 'Ana Caixa',
  opening_float: 100,
  movements: [
    {
      id: 'm-1',
      kind: 'suprimento',
      amount: 10,
      note: 'Mais moedas',
      created_by_name: 'Ana Caixa',
      created_at: '2026-03-02T12:00:00.000Z',
    },
    {
      id: 'm-2',
      kind: 'sangria',
      amount: 50,
      note: 'Depósito no banco',
      created_by_name: 'Ana Caixa',
      created_at: '2026-03-02T15:30:00.000Z',
    },
  ],
  suprimentos: 10,
  sangrias: 50,
  sales: { cash: 62.3, pix: 40, credit_card: 25.5, debit_card: 18, company_tab: 0, credit: 0 },
  sales_total: 145.8,
  cash_received: { packs: 0, company_payments: 0 },
  expected_cash: 122.3,
  closed_at: null,
  closed_by_name: null,
  counted_cash: null,
  difference: null,
  note: null,
};

const CLOSED: CashClosingDto = {
  ...OPEN,
  status: 'closed',
  closed_at: '2026-03-02T18:05:00.000Z',
  closed_by_name: 'Ana Caixa',
  counted_cash: 122.1,
  difference: -0.2,
};

type Route = (method: string, path: string, body: unknown) => [number, unknown] | undefined;
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: `route` answers what it knows; a GET it does not know is an empty list. */
function serve(route: Route) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^.*\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const [status, value] =
      route(method, path, body) ?? (method === 'GET' ? [200, []] : [404, { message: 'Não encontrado' }]);
    return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

const NONE_OPEN: [number, unknown] = [404, { statusCode: 404, error: 'Not Found', message: CASH_MESSAGES.noneOpen }];
const line = (name: string) => screen.getByRole('group', { name });
const staff = makeUser({ id: 'u-ana', role: 'staff', name: 'Ana Caixa', email: 'ana@q.test' });

describe("'Caixa'", () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the drawer with the float typed in reais, then shows the open day', async () => {
    let open = false;
    const api = serve((method, path) => {
      if (method === 'GET' && path === '/cash/current') return open ? [200, OPEN] : NONE_OPEN;
      if (method === 'POST' && path === '/cash/open') {
        open = true;
        return [201, OPEN];
      }
    });
    renderBoard(<CashPage />, { user: staff });

    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Caixa' }));
    expect(await screen.findByText(CASH_MESSAGES.openingFloat)).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Fundo de troco'), '100,00');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Caixa' }));
    expect(await screen.findByRole('region', { name: 'Vendas do Dia' })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/cash/open', body: { opening_float: 100 } }]);
    expect(screen.getByText(/Aberto às 08:00 por Ana Caixa/)).toBeInTheDocument();
  });

  it('lists the sales by payment method and how the expected cash is made up', async () => {
    serve((method, path) => (path === '/cash/current' ? [200, OPEN] : undefined));
    renderBoard(<CashPage />, { user: staff });
    const sales = await screen.findByRole('region', { name: 'Vendas do Dia' });

    const expected: [string, string][] = [
      ['Dinheiro', 'R$ 62,30'],
      ['PIX', 'R$ 40,00'],
      ['Cartão de Crédito', 'R$ 25,50'],
      ['Cartão de Débito', 'R$ 18,00'],
      ['Conta Empresa', 'R$ 0,00'],
      ['Total de vendas', 'R$ 145,80'],
    ];
    for (const [name, amount] of expected) expect(within(sales).getByRole('group', { name })).toHaveTextContent(amount);

    const drawer = screen.getByRole('region', { name: 'Dinheiro na Gaveta' });
    expect(within(drawer).getByRole('group', { name: 'Fundo de troco' })).toHaveTextContent('R$ 100,00');
    expect(within(drawer).getByRole('group', { name: 'Vendas em dinheiro' })).toHaveTextContent('+ R$ 62,30');
    expect(within(drawer).getByRole('group', { name: 'Suprimentos' })).toHaveTextContent('+ R$ 10,00');
    expect(within(drawer).getByRole('group', { name: 'Sangrias' })).toHaveTextContent('- R$ 50,00');
    expect(within(drawer).getByRole('group', { name: 'Dinheiro esperado' })).toHaveTextContent('R$ 122,30');

    const moves = within(screen.getByRole('list', { name: 'Movimentações' })).getAllByRole('listitem');
    expect(moves[1]).toHaveTextContent('Sangria');
    expect(moves[1]).toHaveTextContent('12:30');
    expect(moves[1]).toHaveTextContent('Depósito no banco');
    expect(moves[1]).toHaveTextContent('- R$ 50,00');
    // nothing taken outside the orders: no line for it
    expect(within(drawer).queryByRole('group', { name: 'Pacotes pagos em dinheiro' })).toBeNull();
    // the closed days are the owner's: staff never asks for them
    expect(screen.queryByRole('region', { name: 'Caixas Fechados' })).toBeNull();
  });

  it("adds the cash taken outside the orders to what the drawer should hold: a pack, a company's payment", async () => {
    const day = { ...OPEN, cash_received: { packs: 180, company_payments: 35.5 }, expected_cash: 337.8 };
    serve((method, path) => (path === '/cash/current' ? [200, day] : undefined));
    renderBoard(<CashPage />, { user: staff });
    const drawer = await screen.findByRole('region', { name: 'Dinheiro na Gaveta' });
    expect(within(drawer).getByRole('group', { name: 'Pacotes pagos em dinheiro' })).toHaveTextContent('+ R$ 180,00');
    expect(within(drawer).getByRole('group', { name: 'Pagamentos de empresas em dinheiro' })).toHaveTextContent('+ R$ 35,50');
    expect(within(drawer).getByRole('group', { name: 'Dinheiro esperado' })).toHaveTextContent('R$ 337,80');
  });

  it('records a sangria with its reason, which is required', async () => {
    const api = serve((method, path) => {
      if (path === '/cash/current') return [200, OPEN];
      if (method === 'POST' && path === '/cash/movements') return [201, OPEN];
    });
    renderBoard(<CashPage />, { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Sangria' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar Sangria' }));
    expect(await within(dialog).findByText(CASH_MESSAGES.movementNoteRequired)).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Observação'), '  Depósito no banco ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar Sangria' }));
    expect(await screen.findByText('Sangria registrada')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/cash/movements', body: { kind: 'sangria', amount: 50, note: 'Depósito no banco' } },
    ]);
  });

  it('shows the difference to the centavo as the count is typed: red short, green even, blue over', async () => {
    serve((method, path) => (path === '/cash/current' ? [200, OPEN] : undefined));
    renderBoard(<CashPage />, { user: staff });
    const counted = await screen.findByLabelText('Dinheiro contado');

    await userEvent.type(counted, '122,10');
    expect(line('Diferença')).toHaveTextContent('-R$ 0,20');
    expect(line('Diferença')).toHaveTextContent('Falta dinheiro');
    expect(line('Diferença').querySelector('.cash-difference--short')).not.toBeNull();

    await userEvent.clear(counted);
    await userEvent.type(counted, '122,30');
    expect(line('Diferença')).toHaveTextContent('R$ 0,00');
    expect(line('Diferença')).toHaveTextContent('Caixa confere');
    expect(line('Diferença').querySelector('.cash-difference--even')).not.toBeNull();

    await userEvent.clear(counted);
    await userEvent.type(counted, '130');
    expect(line('Diferença')).toHaveTextContent('+R$ 7,70');
    expect(line('Diferença')).toHaveTextContent('Sobra dinheiro');
    expect(line('Diferença').querySelector('.cash-difference--over')).not.toBeNull();
  });

  it("closes with the count after a confirmation, then shows the server's difference", async () => {
    let closed = false;
    const api = serve((method, path) => {
      if (path === '/cash/current') return closed ? NONE_OPEN : [200, OPEN];
      if (method === 'POST' && path === '/cash/close') {
        closed = true;
        return [200, CLOSED];
      }
    });
    renderBoard(<CashPage />, { user: staff });
    await userEvent.type(await screen.findByLabelText('Dinheiro contado'), '122,10');
    await userEvent.type(screen.getByLabelText('Observação (opcional)'), 'Moeda de 20 centavos sumiu');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar Caixa' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('R$ 122,10');
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Fechar Caixa' }));

    const result = await screen.findByRole('region', { name: 'Caixa Fechado' });
    expect(within(result).getByRole('group', { name: 'Dinheiro contado' })).toHaveTextContent('R$ 122,10');
    expect(within(result).getByRole('group', { name: 'Diferença' })).toHaveTextContent('-R$ 0,20');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/cash/close', body: { counted_cash: 122.1, note: 'Moeda de 20 centavos sumiu' } },
    ]);
    // a closed day takes no more movements
    expect(screen.queryByRole('button', { name: 'Sangria' })).toBeNull();
    expect(screen.getByText(/Fechado às 15:05 por Ana Caixa/)).toBeInTheDocument();
  });

  it("shows staff today's closing once the day was closed, not 'Abrir Caixa' again", async () => {
    const today = todaySaoPaulo();
    serve((method, path) => {
      if (path === '/cash/current') return NONE_OPEN;
      if (path === '/cash/today') return [200, { ...CLOSED, day: today }];
    });
    renderBoard(<CashPage />, { user: staff });
    expect(await screen.findByText(/Fechado às 15:05 por Ana Caixa/)).toBeInTheDocument();
    expect(line('Diferença')).toHaveTextContent('-R$ 0,20');
    expect(screen.queryByRole('button', { name: 'Abrir Caixa' })).toBeNull();
  });

  it("lists the owner's closed days with their differences", async () => {
    const api = serve((method, path) => {
      if (path === '/cash/current') return NONE_OPEN;
      if (path.startsWith('/cash/sessions'))
        return [200, [CLOSED, { ...CLOSED, id: 'cash-0', day: '2026-03-01', counted_cash: 130, difference: 7.7 }]];
    });
    renderBoard(<CashPage />, { user: makeUser() });
    const closedDays = await screen.findByRole('region', { name: 'Caixas Fechados' });
    expect(await within(closedDays).findByText('01/03/2026')).toBeInTheDocument();
    const rows = within(closedDays).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('02/03/2026');
    expect(rows[1]).toHaveTextContent('-R$ 0,20');
    expect(rows[2]).toHaveTextContent('01/03/2026');
    expect(rows[2]).toHaveTextContent('+R$ 7,70');
    expect(api.calls.some((c) => /^\/cash\/sessions\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/.test(c.path))).toBe(
      true,
    );
  });
});
