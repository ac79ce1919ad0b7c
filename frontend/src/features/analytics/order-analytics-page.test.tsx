import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeItem, makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import { setViewport } from '@/testing/viewport';
import OrderAnalyticsPage from './order-analytics-page';
import { stubOrderPages } from './testing/order-pages-stub';

const admin = makeUser();
const NOW = new Date('2026-03-15T15:00:00Z'); // 12:00 in Sao Paulo
const MARCH = '2026-03-10T15:05:00.000Z';

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
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

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

  it("loads this month's orders and shows the summary cards", async () => {
    const api = stubApi(() => [
      centro({ total_amount: 30 }),
      centro({ total_amount: 25.5, delivery_neighborhood: 'Boa Vista' }),
      order({ total_amount: 20 }),
    ]);
    render();
    expect(screen.getByRole('heading', { name: 'Análise de Pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Carregando pedidos...')).toBeInTheDocument();
    await listTitle(3);

    expect(within(card('Total Pedidos')).getByText('3')).toBeInTheDocument();
    expect(within(card('Faturamento')).getByText('R$ 75,50')).toBeInTheDocument();
    expect(within(card('Entregas')).getByText('2')).toBeInTheDocument();
    expect(within(card('Retiradas')).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pedidos por Bairro' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Métodos de Pagamento' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data Inicial')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Data Final')).toHaveValue('31/03/2026');

    const url = new URL(api.calls[0]!.url, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      period: 'custom',
      start: '2026-03-01',
      end: '2026-03-31',
      sort: '-created_date',
      limit: '100',
      page: '1',
    });
  });

  it('narrows the list with Status, Bairro and Pagamento', async () => {
    stubApi(() => [
      centro({ status: 'delivered', payment_method: 'pix', customer_name: 'Ana' }),
      centro({ status: 'pending', payment_method: 'cash', customer_name: 'Bia' }),
      centro({ delivery_neighborhood: 'Boa Vista', status: 'delivered', payment_method: 'pix', customer_name: 'Caio' }),
      order({ status: 'delivered', payment_method: 'debit_card', customer_name: 'Duda' }),
    ]);
    render();
    await listTitle(4);

    await choose('Bairro', 'Centro');
    await listTitle(2);
    expect(screen.queryByRole('cell', { name: 'Caio' })).toBeNull();

    await choose('Status', 'Entregue');
    await listTitle(1);
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeInTheDocument();
    expect(within(card('Faturamento')).getByText('R$ 20,00')).toBeInTheDocument();

    await choose('Bairro', 'Todos');
    await choose('Pagamento', 'Débito');
    await listTitle(1);
    expect(screen.getByRole('cell', { name: 'Duda' })).toBeInTheDocument();

    await choose('Pagamento', 'Dinheiro');
    await listTitle(0);
    expect(screen.getByText('Nenhum pedido encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar Dados/ })).toBeDisabled();
  });

  it('asks the server for the days typed in Data Inicial', async () => {
    const api = stubApi(() => []);
    render();
    await listTitle(0);
    await userEvent.type(screen.getByLabelText('Data Inicial'), '{Control>}a{/Control}05/03/2026{Enter}');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.includes('start=2026-03-05') && c.url.includes('end=2026-03-31'))).toBe(true),
    );
  });

  it('searches by part of the id, ignoring punctuation and case, in every order whatever the dates', async () => {
    const march = order({ id: '11111111-2222-4333-8444-555555555555', customer_name: 'Março' });
    const old = order({
      id: '7f3a9c2e-1b4d-4e8f-9a6b-5c4d3e2f1a0b',
      customer_name: 'Antigo',
      created_at: '2025-11-02T15:00:00.000Z',
    });
    const stub = stubOrderPages((q) => (q.has('period') ? [[march]] : [[march, old]]));
    render();
    await listTitle(1);
    expect(screen.queryByRole('cell', { name: 'Antigo' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar pedido' }), '#5C4D-3e2f');
    expect(await screen.findByRole('cell', { name: 'Antigo' })).toBeInTheDocument();
    await listTitle(1);
    expect(screen.queryByRole('cell', { name: 'Março' })).toBeNull();
    expect(screen.getByRole('cell', { name: '02/11/2025 12:00' })).toBeInTheDocument();

    const last = stub.queries.at(-1)!;
    expect(last.has('period')).toBe(false);
    expect(last.has('start')).toBe(false);
    expect(last.get('sort')).toBe('-created_date');
  });

  it("pages the list 10 at a time with 'Anterior' and 'Próxima'", async () => {
    stubApi(() => Array.from({ length: 12 }, (_, i) => order({ customer_name: `Pessoa ${i + 1}` })));
    render();
    await listTitle(12);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Pessoa 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
  });

  it('expands a row with customer, delivery, payment, items, notes and audit info', async () => {
    stubApi(() => [
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
          { from: 'pending', to: 'confirmed', at: '2026-03-10T15:10:00.000Z', by_user_id: 'u1', by_name: 'Carlos', reason: null },
        ],
      }),
    ]);
    render();
    await listTitle(1);
    expect(screen.queryByText('Dados do Cliente')).toBeNull();
    await userEvent.click(screen.getByRole('cell', { name: 'Maria Souza' }));

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
  });

  it("shows 'N/A' for an unreadable date", async () => {
    stubApi(() => [order({ created_at: 'sem data' })]);
    render();
    await listTitle(1);
    expect(screen.getByRole('cell', { name: 'N/A' })).toBeInTheDocument();
  });

  it("disables 'Exportar Dados' when nothing matches, and downloads the CSV otherwise", async () => {
    stubApi(() => [order({ id: '00000000-0000-4000-8000-0000000abc12', customer_name: 'João', total_amount: 1234.5 })]);
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:analise'),
        revokeObjectURL: () => {},
      }),
    );
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    render();
    await listTitle(1);
    const exportButton = screen.getByRole('button', { name: /Exportar Dados/ });
    expect(exportButton).toBeEnabled();
    await userEvent.click(exportButton);
    expect(clicks).toEqual(['analise-pedidos-2026-03-15.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0]!.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('0abc12;10/03/2026 12:05;João;11987654321;Confirmado;Retirada;;PIX;1.234,50');

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar pedido' }), 'zzz');
    await listTitle(0);
    expect(screen.getByRole('button', { name: /Exportar Dados/ })).toBeDisabled();
  });

  it('reads every page of the API', async () => {
    const pages = [0, 1, 2].map((p) => [
      order({ total_amount: 10 }),
      order({ total_amount: 10, status: p === 2 ? 'cancelled' : 'ready' }),
    ]);
    const stub = stubOrderPages(() => pages);
    render();
    await listTitle(6);
    expect(within(card('Faturamento')).getByText('R$ 60,00')).toBeInTheDocument();
    expect(stub.queries.map((q) => q.get('page')).sort()).toEqual(['1', '2', '3']);
    expect(stub.queries.every((q) => q.get('limit') === '100')).toBe(true);
  });

  it('shows an empty list and logs when loading fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubOrderPages(() => 'fail');
    render();
    await listTitle(0);
    expect(within(card('Total Pedidos')).getByText('0')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pedido encontrado.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Erro ao carregar pedidos', expect.anything());
  });
});
