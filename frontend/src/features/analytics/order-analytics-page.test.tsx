import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { renderBoard } from '@/components/order-board/testing/board-test-utils';
import { makeItem, makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import { setViewport } from '@/testing/viewport';
import OrderAnalyticsPage from './order-analytics-page';
import { asObject, makeAnalysis, stubAnalysisApi } from './testing/analysis-api-stub';

const admin = makeUser();
const NOW = new Date('2026-03-15T15:00:00Z'); // 12:00 in Sao Paulo
const MARCH = '2026-03-10T15:05:00.000Z';
const THIS_MONTH = { start: '2026-03-01', end: '2026-03-31' };

const order = (overrides: Partial<OrderDto> = {}) => makeOrder({ created_at: MARCH, updated_at: MARCH, ...overrides });
const centro = (overrides: Partial<OrderDto> = {}) =>
  order({
    is_delivery: true,
    delivery_neighborhood: 'Centro',
    delivery_address: 'Rua A, 10',
    delivery_fee: 5,
    ...overrides,
  });

function render() {
  return renderBoard(<OrderAnalyticsPage />, { user: admin });
}

const card = (title: string) => screen.getByRole('group', { name: title });
const listTitle = (n: number) => screen.findByRole('heading', { name: `Lista Detalhada de Pedidos (${n})` });
const csvLink = () => screen.getByText('Exportar Dados').closest('a')!;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  // the open dropdown: closed ones stay in the DOM, hidden or still leaving (jsdom ends no animation)
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
      (d) => !d.className.includes('-hidden') && !d.className.includes('-leave'),
    );
    expect(open).toHaveLength(1);
    return open[0]!;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

describe('OrderAnalyticsPage', () => {
  beforeEach(() => {
    setViewport('desktop');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's summary and the non-sales apart, and asks for this month in every call", async () => {
    const api = stubAnalysisApi({
      page: () => ({
        pages: 3,
        total: 45,
        orders: [centro({ customer_name: 'Ana' }), order({ customer_name: 'Bia', created_at: 'sem data' })],
      }),
    });
    render();
    expect(screen.getByRole('heading', { name: 'Análise de Pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Carregando pedidos...')).toBeInTheDocument();
    await listTitle(45);

    expect(within(card('Total Pedidos')).getByText('38')).toBeInTheDocument();
    expect(within(card('Faturamento')).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(card('Entregas')).getByText('30')).toBeInTheDocument();
    expect(within(card('Retiradas')).getByText('8')).toBeInTheDocument();
    const apart = within(screen.getByRole('group', { name: 'Fora das vendas' }));
    expect(apart.getByText('Pendentes: 4, R$ 99,90')).toBeInTheDocument();
    expect(apart.getByText('Cancelados: 3, R$ 60,00')).toBeInTheDocument();
    const legend = within(screen.getByRole('list', { name: 'Legenda de Métodos de Pagamento' }));
    expect(legend.getByText('25 (65,8%)')).toBeInTheDocument();
    expect(legend.getByText('Dinheiro')).toBeInTheDocument();

    expect(await screen.findByRole('cell', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'N/A' })).toBeInTheDocument(); // Bia's unreadable date
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Data Inicial')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Data Final')).toHaveValue('31/03/2026');

    expect(api.summaries.map(asObject)).toEqual([THIS_MONTH]);
    expect(api.pages.map(asObject)).toEqual([{ ...THIS_MONTH, page: '1', limit: '10' }]);
    expect(csvLink()).toHaveAttribute('href', '/api/analytics/orders.csv?start=2026-03-01&end=2026-03-31');
    expect(csvLink()).toHaveAttribute('download');
  });

  it('sends Status, Bairro and Pagamento to the summary, the list and the CSV link', async () => {
    const api = stubAnalysisApi();
    render();
    await listTitle(45);

    await choose('Bairro', 'Centro');
    await choose('Status', 'Entregue');
    await choose('Pagamento', 'Débito');
    const expected = { ...THIS_MONTH, status: 'delivered', neighborhood: 'Centro', payment_method: 'debit_card' };
    await waitFor(() => expect(asObject(api.summaries.at(-1))).toEqual(expected));
    await waitFor(() => expect(asObject(api.pages.at(-1))).toEqual({ ...expected, page: '1', limit: '10' }));
    expect(csvLink().getAttribute('href')).toBe(
      '/api/analytics/orders.csv?start=2026-03-01&end=2026-03-31&status=delivered&neighborhood=Centro&payment_method=debit_card',
    );
  });

  it("offers every status in 'Status', 'Cancelado' included, and sends it as 'cancelled'", async () => {
    const api = stubAnalysisApi();
    render();
    await listTitle(45);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = await waitFor(() => {
      const items = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')];
      expect(items.length).toBeGreaterThan(0);
      return items;
    });
    expect(options.map((o) => o.getAttribute('title'))).toEqual([
      'Todos',
      'Aguardando Pagamento',
      'Aguardando Confirmação',
      'Confirmado',
      'Em Produção',
      'Pronto',
      'Em Rota',
      'Entregue',
      'Cancelado',
    ]);
    fireEvent.click(within(options[0]!.closest<HTMLElement>('.ant-select-dropdown')!).getByTitle('Cancelado'));
    await waitFor(() => expect(asObject(api.summaries.at(-1))).toEqual({ ...THIS_MONTH, status: 'cancelled' }));
    expect(csvLink().getAttribute('href')).toBe('/api/analytics/orders.csv?start=2026-03-01&end=2026-03-31&status=cancelled');
  });

  it("filters by a company's tab and by pack credits, sent as company_tab and credit (never read as cash)", async () => {
    const api = stubAnalysisApi();
    render();
    await listTitle(45);
    await choose('Pagamento', 'Conta Empresa');
    await waitFor(() => expect(asObject(api.summaries.at(-1))).toEqual({ ...THIS_MONTH, payment_method: 'company_tab' }));
    await choose('Pagamento', 'Crédito do pacote');
    await waitFor(() => expect(asObject(api.pages.at(-1))).toEqual({ ...THIS_MONTH, payment_method: 'credit', page: '1', limit: '10' }));
    expect(csvLink().getAttribute('href')).toBe('/api/analytics/orders.csv?start=2026-03-01&end=2026-03-31&payment_method=credit');
  });

  it("asks for one page at a time with 'Próxima' and 'Anterior', filters kept, and starts again on a new filter", async () => {
    const api = stubAnalysisApi({
      page: (q) => ({ pages: 3, total: 45, orders: [order({ customer_name: `Cliente da página ${q.get('page')}` })] }),
    });
    render();
    await listTitle(45);
    await choose('Pagamento', 'PIX');
    expect(await screen.findByRole('cell', { name: 'Cliente da página 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('cell', { name: 'Cliente da página 2' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(asObject(api.pages.at(-1))).toEqual({ ...THIS_MONTH, payment_method: 'pix', page: '2', limit: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Página 2 de 3');
    await choose('Status', 'Confirmado');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(asObject(api.pages.at(-1))).toMatchObject({ status: 'confirmed', page: '1' });
  });

  it('searches once typing stops, in every order whatever the dates', async () => {
    const api = stubAnalysisApi();
    render();
    await listTitle(45);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar pedido' }), '#5C4D');
    expect(screen.getByRole('note')).toHaveTextContent('o período selecionado é ignorado durante a busca');

    await waitFor(() => expect(asObject(api.summaries.at(-1))).toEqual({ search: '#5C4D' }));
    await waitFor(() => expect(asObject(api.pages.at(-1))).toEqual({ search: '#5C4D', page: '1', limit: '10' }));
    // debounced: the letters typed on the way were never asked for
    expect(api.summaries.filter((q) => q.has('search'))).toHaveLength(1);
    expect(csvLink()).toHaveAttribute('href', '/api/analytics/orders.csv?search=%235C4D');
  });

  it("disables 'Exportar Dados' and shows empty states when nothing matches", async () => {
    stubAnalysisApi({
      summary: () =>
        makeAnalysis({
          matched: 0,
          sales: { orders: 0, revenue: 0, deliveries: 0, pickups: 0 },
          by_neighborhood: [],
          by_payment: [],
        }),
    });
    render();
    await listTitle(0);
    expect(csvLink()).toHaveAttribute('aria-disabled', 'true');
    expect(csvLink()).not.toHaveAttribute('href');
    expect(screen.getAllByText('Nenhum dado para exibir.')).toHaveLength(2);
    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it('expands a row with customer, delivery, payment, items, notes and audit info', async () => {
    stubAnalysisApi({
      page: () => ({
        pages: 1,
        orders: [
          centro({
            customer_name: 'Maria Souza',
            whatsapp: '11987654321',
            payment_method: 'cash',
            change_for: 50,
            status: 'confirmed',
            notes: 'Sem cebola',
            source: 'admin',
            created_by_name: 'Ana Admin',
            items: [
              makeItem({
                product_name: 'Quentinha Tradicional',
                size: 'grande',
                chosen_dishes: ['Arroz', 'Feijão', 'Bife'],
              }),
              makeItem({ product_name: 'Suco de Laranja', category: 'bebida', chosen_dishes: [], total_price: 6 }),
            ],
            total_amount: 31,
            status_history: [
              { from: null, to: 'pending', at: MARCH, by_user_id: null, by_name: 'Ana Admin', reason: null },
              {
                from: 'pending',
                to: 'confirmed',
                at: '2026-03-10T15:10:00.000Z',
                by_user_id: 'u1',
                by_name: 'Carlos',
                reason: null,
              },
            ],
          }),
        ],
      }),
    });
    render();
    await listTitle(45);
    expect(screen.queryByText('Dados do Cliente')).toBeNull();
    await userEvent.click(await screen.findByRole('cell', { name: 'Maria Souza' }));

    const details = (title: string) => screen.getByRole('region', { name: title });
    expect(within(details('Dados do Cliente')).getByText('(11) 98765-4321')).toBeInTheDocument();
    const delivery = details('Entrega e Pagamento');
    expect(within(delivery).getByText('Rua A, 10')).toBeInTheDocument();
    expect(within(delivery).getByText('Dinheiro')).toBeInTheDocument();
    expect(within(delivery).getByText('R$ 50,00')).toBeInTheDocument();
    const items = details('Itens');
    expect(within(items).getByText(/1x Quentinha Tradicional G/)).toBeInTheDocument();
    expect(within(items).getByText('Arroz, Feijão, Bife')).toBeInTheDocument();
    expect(within(items).getByText(/1x Suco de Laranja/)).toBeInTheDocument();
    expect(within(items).getByText('R$ 31,00')).toBeInTheDocument();
    expect(within(details('Observações')).getByText('Sem cebola')).toBeInTheDocument();
    const audit = details('Auditoria');
    expect(within(audit).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(audit).getByText('Painel administrativo')).toBeInTheDocument();
    expect(within(audit).getByText(/Aguardando Confirmação → Confirmado/)).toBeInTheDocument();
    expect(within(audit).getByText(/por Carlos/)).toBeInTheDocument();

    // the row's own button closes it again (and opens it from the keyboard)
    const toggle = screen.getByRole('button', { name: /^Ocultar detalhes do pedido #/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByText('Dados do Cliente')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Dados do Cliente')).toBeInTheDocument();
  });

  it('shows an empty list and logs when loading fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAnalysisApi({ summary: () => 'fail', page: () => 'fail' });
    render();
    await listTitle(0);
    expect(within(card('Total Pedidos')).getByText('0')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Erro ao carregar pedidos', expect.anything());
  });
});
