import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDayPicker } from '@/components/form/day-picker';
import type { DashboardDto, ReportsDto } from '@quentinha/shared/api/types';
import { renderBoard, stubApi, type FakeApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import { setViewport } from '@/testing/viewport';
import DashboardPage from './dashboard-page';
import { makeDashboard, makeReports } from './fixtures';
import { ChangeBadge } from './stat-card';

const admin = makeUser();

function setup(
  answer: (url: string) => DashboardDto = () => makeDashboard(),
  reports: (url: string) => ReportsDto = () => makeReports(),
) {
  const api = stubApi(
    () => [],
    () => [200, {}],
    (url) =>
      url.includes('/analytics/dashboard') ? answer(url) : url.includes('/analytics/reports') ? reports(url) : [],
  );
  renderBoard(<DashboardPage />, { user: admin });
  return api;
}

const dashboardCalls = (api: FakeApi) => api.calls.filter((c) => c.url.includes('/analytics/dashboard'));
const card = (title: string) => screen.getByRole('group', { name: title });
const region = (title: string) => screen.getByRole('region', { name: title });
/** The revenue card's figure (the revenue also closes 'Faturamento por Produto'). */
const findRevenue = async () => within(await screen.findByRole('group', { name: 'Faturamento' })).findByText('R$ 1.234,56');

describe('DashboardPage', () => {
  // typing a day needs the calendar, which a screen loads after its first paint
  beforeAll(async () => {
    await preloadDayPicker();
  });

  beforeEach(() => setViewport('desktop'));
  afterEach(() => vi.restoreAllMocks());

  it("shows the packs sold in the period with their money, and the credits still owed (issue 30)", async () => {
    setup(() => makeDashboard({ packs: { sold: 3, revenue: 537, credits_outstanding: 161.1 } }));
    expect(await findRevenue()).toBeInTheDocument();
    expect(within(card('Pacotes vendidos')).getByText('3')).toBeInTheDocument();
    expect(within(card('Pacotes vendidos')).getByText('R$ 537,00 no período')).toBeInTheDocument();
    expect(within(card('Créditos em aberto')).getByText('R$ 161,10')).toBeInTheDocument();
  });

  it('asks for this month and shows the four cards against the period before, and the non-sales apart', async () => {
    const api = setup();
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    expect(await findRevenue()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Período' })).toBeInTheDocument();
    expect(screen.getByTitle('Este Mês')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Visão Geral', selected: true })).toBeInTheDocument();

    // 1.234,56 against 1.000,00; 42 against 42; 151,86 against 200,00; 12,3% against 20,0%
    const badge = (title: string, text: string) => within(card(title)).getByText(text);
    expect(within(card('Faturamento')).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(badge('Faturamento', '+23,5%')).toHaveAttribute('data-trend', 'up');
    expect(within(card('Pedidos')).getByText('42')).toBeInTheDocument();
    expect(badge('Pedidos', '0,0%')).toHaveAttribute('data-trend', 'flat');
    expect(within(card('Lucro Líquido')).getByText('R$ 151,86')).toBeInTheDocument();
    expect(badge('Lucro Líquido', '-24,1%')).toHaveAttribute('data-trend', 'down');
    expect(within(card('Margem')).getByText('12,3%')).toBeInTheDocument();
    expect(badge('Margem', '-7,7 p.p.')).toHaveAttribute('data-trend', 'down');
    expect(within(card('Margem')).getByText('vs. 26/02 a 28/02')).toBeInTheDocument();

    const apart = within(screen.getByRole('group', { name: 'Fora das vendas' }));
    expect(apart.getByText('Pendentes: 3, R$ 75,50')).toBeInTheDocument();
    expect(apart.getByText('Cancelados: 1, R$ 30,00')).toBeInTheDocument();

    const calls = dashboardCalls(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/analytics\/dashboard\?period=thisMonth$/);
  });

  it('shows a change green with an up arrow, red with a down arrow, neutral without one for flat and —', () => {
    const { container } = render(
      <>
        <ChangeBadge change={{ text: '+5,0%', trend: 'up' }} />
        <ChangeBadge change={{ text: '-3,0%', trend: 'down' }} />
        <ChangeBadge change={{ text: '0,0%', trend: 'flat' }} />
        <ChangeBadge change={{ text: '—', trend: 'none' }} />
      </>,
    );
    const [up, down, flat, none] = container.querySelectorAll('.stat-card__change');
    expect(up).toHaveClass('ant-typography-success');
    expect(up!.querySelector('.anticon-arrow-up')).not.toBeNull();
    expect(down).toHaveClass('ant-typography-danger');
    expect(down!.querySelector('.anticon-arrow-down')).not.toBeNull();
    expect(flat).toHaveClass('ant-typography-secondary');
    expect(none).toHaveClass('ant-typography-secondary');
    expect(none).toHaveTextContent(/^—$/);
    expect(none!.querySelector('.anticon')).toBeNull();
  });

  it("asks for a custom period once 'Personalizado' and two dates are chosen", async () => {
    const api = setup();
    await findRevenue();
    expect(screen.queryByLabelText('Data inicial')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Período' }));
    await userEvent.click(await screen.findByTitle('Personalizado'));
    const start = screen.getByLabelText('Data inicial');
    const end = screen.getByLabelText('Data final');
    await userEvent.clear(start);
    await userEvent.type(start, '05/02/2026{Enter}');
    await userEvent.clear(end);
    await userEvent.type(end, '20/02/2026{Enter}');

    await waitFor(() =>
      expect(dashboardCalls(api).at(-1)!.url).toMatch(
        /\/analytics\/dashboard\?period=custom&start=2026-02-05&end=2026-02-20$/,
      ),
    );
  });

  it('lists the recent orders with status, whatsapp, date and time, items and total', async () => {
    setup();
    await findRevenue();
    const orders = within(region('Pedidos Recentes'));
    const maria = within(orders.getByRole('listitem', { name: 'Pedido de Maria Souza' }));
    expect(maria.getByText('Maria Souza')).toBeInTheDocument();
    expect(maria.getByText('Em Produção')).toBeInTheDocument();
    expect(maria.getByText('(11) 91234-5678')).toBeInTheDocument();
    expect(maria.getByText('03/03 às 12:05 · 3 itens')).toBeInTheDocument();
    expect(maria.getByText('R$ 57,90')).toBeInTheDocument();

    const joao = within(orders.getByRole('listitem', { name: 'Pedido de João Lima' }));
    expect(joao.getByText('Entregue')).toBeInTheDocument();
    expect(joao.getByText('02/03 às 22:30 · 1 item')).toBeInTheDocument();
    expect(joao.getByText('R$ 25,00')).toBeInTheDocument();
  });

  it('lists the best sellers with size letter, units sold, profit and the change in units', async () => {
    setup();
    await findRevenue();
    const top = within(region('Produtos Mais Vendidos'));
    expect(top.queryByText('+12%')).toBeNull();
    expect(top.getByText('vs. 26/02 a 28/02')).toBeInTheDocument();
    const names = top.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual(['Quentinha Tradicional G', 'Quentinha Fit P', 'Refrigerante Lata']);
    const row = (name: string) => within(top.getByRole('listitem', { name }));
    expect(row('Quentinha Tradicional G').getByText('18 vendidos')).toBeInTheDocument();
    expect(row('Quentinha Tradicional G').getByText('R$ 234,50')).toBeInTheDocument();
    // 18 against 12, 9 against 10, and a drink not sold before: nothing to compare with
    expect(row('Quentinha Tradicional G').getByText('+50,0%')).toHaveAttribute('data-trend', 'up');
    expect(row('Quentinha Fit P').getByText('-10,0%')).toHaveAttribute('data-trend', 'down');
    expect(row('Refrigerante Lata').getByText('—')).toHaveAttribute('data-trend', 'none');
  });

  it("splits the revenue by product with the delivery fees as their own line, adding up to the revenue", async () => {
    setup(() =>
      makeDashboard({
        top_products: [{ name: 'Suco de Caju', size: null, quantity: 1, revenue: 8, profit: 3, previous_quantity: 1 }],
      }),
    );
    await findRevenue();
    expect(card('Faturamento')).toHaveTextContent('Taxas de entrega: R$ 52,56');
    const table = within(region('Faturamento por Produto'));
    const rows = table.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'ProdutoQtd.Faturamento',
      'Quentinha Tradicional G18R$ 540,00',
      'Quentinha Fit P30R$ 600,00',
      'Refrigerante Lata7R$ 42,00',
      'Taxas de entrega—R$ 52,56',
      'TotalR$ 1.234,56',
    ]);
    // one unit sold reads in the singular
    expect(within(region('Produtos Mais Vendidos')).getByText('1 vendido')).toBeInTheDocument();
  });

  it("opens 'Relatórios' for the same period: ticket, customers, kitchen time, couriers and charts", async () => {
    const api = setup(undefined, (url) =>
      url.includes('period=today')
        ? makeReports({
            orders: 0,
            average_ticket: 0,
            dishes: [],
            by_hour: [],
            couriers: [],
            kitchen: { orders: 0, average_minutes: null },
          })
        : makeReports(),
    );
    await findRevenue();
    expect(api.calls.some((c) => c.url.includes('/analytics/reports'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Relatórios' }));

    // the tab's code is a lazy chunk: its first import in a test run takes a moment
    expect(await screen.findByText('R$ 29,39')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.includes('/analytics/reports'))!.url).toMatch(
      /\/analytics\/reports\?period=thisMonth$/,
    );
    expect(within(card('Ticket Médio')).getByText('42 vendas')).toBeInTheDocument();
    expect(within(card('Clientes')).getByText('30')).toBeInTheDocument();
    expect(within(card('Clientes')).getByText('Voltaram: 12 (40,0%)')).toBeInTheDocument();
    expect(within(card('Tempo Médio de Cozinha')).getByText('18 min')).toBeInTheDocument();
    const couriers = within(region('Tempo de Entrega por Entregador'));
    expect(couriers.getByRole('row', { name: 'Carlos 20 23 min' })).toBeInTheDocument();
    expect(couriers.getByRole('row', { name: 'Bruna 8 —' })).toBeInTheDocument();
    const heatmap = region('Pedidos por Dia e Hora');
    expect(
      await within(heatmap).findByRole('img', { name: 'Pedidos por dia da semana e hora' }),
    ).toBeInTheDocument();
    for (const label of ['Dom', 'Sáb', '11h', '19h']) expect(within(heatmap).getByText(label)).toBeInTheDocument();
    expect(region('Pratos Vendidos')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Período' }));
    await userEvent.click(await screen.findByTitle('Hoje'));
    expect(await within(card('Tempo Médio de Cozinha')).findByText('—')).toBeInTheDocument();
    expect(screen.getAllByText('Nenhum dado para exibir.')).toHaveLength(3);
  });

  it('draws the sales chart with dd/MM day labels', async () => {
    setup();
    await findRevenue();
    const chart = region('Vendas no Período');
    expect(within(chart).getByRole('heading', { name: 'Vendas no Período' })).toBeInTheDocument();
    expect(await within(chart).findByRole('img', { name: 'Gráfico de vendas por dia' })).toBeInTheDocument();
    for (const label of ['01/03', '02/03', '03/03']) expect(within(chart).getByText(label)).toBeInTheDocument();
  });

  it("downloads 'relatorio-{start}_a_{end}.csv'", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:relatorio');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('relatorio-2026-03-01_a_2026-03-03.csv');
    });
    setup();
    await findRevenue();
    await userEvent.click(screen.getByRole('button', { name: /Exportar Relatório/ }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toContain('Faturamento (R$);1.234,56');
  });

  it('logs a failed load only: loading stops and the page shows zeros', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(
      () => [],
      () => [200, {}],
      () => [],
    );
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ statusCode: 500, error: 'Internal', message: 'Falhou' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderBoard(<DashboardPage />, { user: admin });
    await waitFor(() => expect(error).toHaveBeenCalled());
    // money figures of the period and of now ('A receber', 'Créditos em aberto') all read zero
    expect(await screen.findAllByText('R$ 0,00')).toHaveLength(4);
    expect(within(card('Créditos em aberto')).getByText('R$ 0,00')).toBeInTheDocument();
    expect(within(card('Margem')).getByText('0,0%')).toBeInTheDocument();
    // nothing to compare with: every badge reads '—'
    for (const t of ['Faturamento', 'Pedidos', 'Lucro Líquido', 'Margem']) {
      expect(within(card(t)).getByText('—')).toHaveAttribute('data-trend', 'none');
    }
    expect(screen.queryByRole('status', { name: 'Carregando...' })).toBeNull();
    expect(screen.getByText('Nenhum pedido no período.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar Relatório/ })).toBeDisabled();
  });

  it('on a phone keeps the cards and labels only a few days of a month', async () => {
    setViewport('phone');
    const month = Array.from({ length: 31 }, (_, i) => ({
      day: `2026-03-${String(i + 1).padStart(2, '0')}`,
      revenue: 10 * i,
      orders: i,
    }));
    setup(() => makeDashboard({ range: { start_day: '2026-03-01', end_day: '2026-03-31' }, sales_by_day: month }));
    expect(await findRevenue()).toBeInTheDocument();
    for (const t of ['Faturamento', 'Pedidos', 'Lucro Líquido', 'Margem']) expect(card(t)).toBeInTheDocument();
    const chart = region('Vendas no Período');
    const svg = await within(chart).findByRole('img', { name: 'Gráfico de vendas por dia' });
    expect(Number(svg.getAttribute('height'))).toBe(240);
    const dayLabels = within(chart)
      .getAllByText(/^\d{2}\/03$/)
      .map((t) => t.textContent);
    expect(dayLabels).toEqual(['01/03', '09/03', '16/03', '24/03', '31/03']);
  });
});
