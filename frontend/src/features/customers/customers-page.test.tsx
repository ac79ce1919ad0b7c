import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerDetailDto, CustomerSummaryDto } from '@quentinha/shared/customers/types';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import CustomersPage from './customers-page';

const ana: CustomerSummaryDto = {
  id: 'c-ana',
  name: 'Ana Souza',
  whatsapp: '11912345678',
  orders_count: 12,
  total_spent: 1234.5,
  first_order_at: '2026-01-05T15:00:00.000Z',
  // 01:30 UTC on the 20th is still the 19th in Sao Paulo
  last_order_at: '2026-11-20T01:30:00.000Z',
  marketing: 'opted_in',
};

const list = (rows: CustomerSummaryDto[]) => ({
  body: { data: rows, pagination: { page: 1, limit: 20, total: rows.length, pages: 1 } },
});

describe("'Clientes'", () => {
  it('lists each customer with the number formatted, money in R$ and Sao Paulo dates', async () => {
    mockApi({ 'GET /customers': list([ana]) });
    renderWithProviders(<CustomersPage />, { route: '/clientes' });
    const row = (await screen.findByRole('link', { name: 'Ana Souza' })).closest('tr')!;
    expect(within(row).getByText('(11) 91234-5678')).toBeInTheDocument();
    expect(within(row).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(row).getByText('05/01/2026')).toBeInTheDocument();
    expect(within(row).getByText('19/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Recebe o cardápio')).toBeInTheDocument();
  });

  it("asks the server for 'Recebem o cardápio' and a search", async () => {
    const api = mockApi({ 'GET /customers': list([ana]) });
    renderWithProviders(<CustomersPage />, { route: '/clientes' });
    await screen.findByRole('link', { name: 'Ana Souza' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recebem o cardápio' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.startsWith('/customers?') && c.path.includes('marketing=opted_in'))).toBe(
        true,
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar por nome ou WhatsApp' }), '9123');
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.includes('search=9123') && c.path.includes('marketing=opted_in'))).toBe(true),
    );
  });

  it("asks for 'Sem pedir há 30 dias'", async () => {
    const api = mockApi({ 'GET /customers': list([ana]) });
    renderWithProviders(<CustomersPage />, { route: '/clientes' });
    await screen.findByRole('link', { name: 'Ana Souza' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Sem pedir há' }));
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(await screen.findByText('Sem pedir há 30 dias', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('inactive_days=30'))).toBe(true));
  });
});

const detail: CustomerDetailDto = {
  ...ana,
  orders: [],
  consents: [
    {
      event: 'opt_in',
      channel: 'checkout',
      text_version: 2,
      order_id: '7f9c2b1e-0000-4000-8000-00000000abcd',
      at: '2026-11-01T15:00:00.000Z',
      note: null,
    },
  ],
};

describe("a customer's page", () => {
  it("shows the consent history and the server's 409 when the data cannot be deleted yet", async () => {
    const message = 'Este cliente tem pedido em andamento: aguarde a entrega ou o cancelamento para excluir os dados.';
    mockApi({
      'GET /customers/c-ana': { body: detail },
      'DELETE /customers/c-ana': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    renderWithProviders(<CustomersPage />, { route: '/clientes?cliente=c-ana' });
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Histórico de consentimento' });
    expect(
      within(history).getByText(/Aceitou receber o cardápio na finalização do pedido \(texto versão 2\)/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir dados' }));
    const dialog = await findDialog('Excluir dados do cliente');
    expect(within(dialog).getByText(/Cliente removido/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir dados' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('changes the marketing choice only with a note', async () => {
    const api = mockApi({
      'GET /customers/c-ana': { body: detail },
      'PUT /customers/c-ana/marketing': { body: { marketing: 'opted_out' } },
    });
    renderWithProviders(<CustomersPage />, { route: '/clientes?cliente=c-ana' });
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar' }));
    const dialog = await findDialog('Cardápio no WhatsApp');
    // she receives it now: the dialog starts on taking her out
    expect(within(dialog).getByRole('radio', { name: 'Não, pediu para sair' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(/Informe o motivo/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/customers/c-ana/marketing')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Observação'), 'Pediu no balcão');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/customers/c-ana/marketing')).toHaveLength(1));
    expect(api.callsTo('PUT', '/customers/c-ana/marketing')[0]!.body).toEqual({
      opt_in: false,
      note: 'Pediu no balcão',
    });
  });
});
