import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@quentinha/shared/companies/messages';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import CompaniesPage from './companies-page';
import { company, entries, statement } from './fixtures';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/empresas" element={<CompaniesPage />} />
      <Route path="/empresas/:id" element={<CompaniesPage />} />
    </Routes>,
    { route: path },
  );
}

describe("'Empresas'", () => {
  it('lists each company with its CNPJ, what it owes, what is left and how long it is open', async () => {
    mockApi({
      'GET /companies': {
        body: [
          company(),
          company({
            id: 'co-2',
            name: 'Padaria Sol',
            cnpj: null,
            status: 'blocked',
            balance: -20,
            available: 520,
            credit_limit: 500,
            oldest_open_days: null,
            last_payment_at: null,
          }),
        ],
      },
    });
    renderAt('/empresas');
    const row = (await screen.findByRole('link', { name: 'Construtora Horizonte' })).closest('tr')!;
    expect(within(row).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(row).getByText('R$ 320,50')).toBeInTheDocument();
    expect(within(row).getByText('R$ 1.179,50')).toBeInTheDocument();
    expect(within(row).getByText('em aberto há 12 dias')).toBeInTheDocument();
    expect(within(row).getByText('30/10/2026')).toBeInTheDocument();
    expect(within(row).getByText('Ativa')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Padaria Sol' }).closest('tr')!;
    // paid more than owed: a credit, not a debt
    expect(within(other).getByText('Crédito R$ 20,00')).toBeInTheDocument();
    expect(within(other).getByText('em dia')).toBeInTheDocument();
    expect(within(other).getByText('Bloqueada')).toBeInTheDocument();
  });

  it("'Nova Empresa' refuses a CNPJ with wrong check digits and sends the digits of a valid one", async () => {
    const api = mockApi({
      'GET /companies': { body: [] },
      'POST /companies': { status: 201, body: company({ id: 'co-new' }) },
      'GET /companies/co-new': { body: company({ id: 'co-new' }) },
      'GET /companies/co-new/entries': { body: [] },
    });
    renderAt('/empresas');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Empresa' }));
    const dialog = await findDialog('Nova Empresa');
    await userEvent.type(within(dialog).getByLabelText('Nome da empresa'), 'Construtora Horizonte');
    const cnpj = within(dialog).getByLabelText('CNPJ');
    await userEvent.type(cnpj, '11222333000182');
    // the mask follows the digits
    expect(cnpj).toHaveValue('11.222.333/0001-82');
    await userEvent.type(within(dialog).getByLabelText('Nome do contato'), 'Marta Lima');
    await userEvent.type(within(dialog).getByLabelText('WhatsApp do contato'), '11987650000');
    await userEvent.type(within(dialog).getByLabelText('Limite de crédito'), '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.cnpj)).toBeInTheDocument();
    expect(api.callsTo('POST', '/companies')).toHaveLength(0);

    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11.222.333/0001-81');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', '/companies')).toHaveLength(1));
    expect(api.callsTo('POST', '/companies')[0]!.body).toEqual({
      name: 'Construtora Horizonte',
      cnpj: '11222333000181',
      contact_name: 'Marta Lima',
      contact_whatsapp: '11987650000',
      credit_limit: 1500,
      closing_day: 1,
      due_days: 10,
    });
    // saved: the company's own page opens
    expect(await screen.findByRole('heading', { name: /Construtora Horizonte/ })).toBeInTheDocument();
  });
});

describe("a company's page", () => {
  const routes = (over = {}) => ({
    'GET /companies/co-1': { body: company() },
    'GET /companies/co-1/entries': { body: entries },
    'GET /companies/co-1/statements': { body: [statement()] },
    ...over,
  });

  it('shows the figures, the members and the ledger with each entry signed', async () => {
    mockApi(routes());
    renderAt('/empresas/co-1');
    const figures = await screen.findByLabelText('Resumo da empresa');
    expect(within(figures).getByText('R$ 320,50')).toBeInTheDocument();
    expect(within(figures).getByText('R$ 1.179,50')).toBeInTheDocument();
    expect(within(figures).getByText('R$ 1.500,00')).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Funcionários' });
    expect(within(members).getByText('João Pedreiro')).toBeInTheDocument();
    expect(within(members).getByText('Inativo')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: 'Extrato' });
    const charge = (await within(ledger).findByText(/Pedido #00abcd/)).closest('tr')!;
    expect(within(charge).getByText('R$ 25,50')).toBeInTheDocument();
    const payment = within(ledger).getByText('Pagamento').closest('tr')!;
    expect(within(payment).getByText('-R$ 100,00')).toBeInTheDocument();
  });

  it("'Registrar Pagamento' sends the amount and the method", async () => {
    const api = mockApi(routes({ 'POST /companies/co-1/payments': { status: 201, body: entries[1] } }));
    renderAt('/empresas/co-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar Pagamento' }));
    const dialog = await findDialog('Registrar Pagamento');
    // it starts on what the company owes
    const amount = within(dialog).getByLabelText('Valor');
    expect(amount).toHaveValue('320,50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Transferência' }));
    await userEvent.type(within(dialog).getByLabelText('Observação'), 'TED outubro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', '/companies/co-1/payments')).toHaveLength(1));
    expect(api.callsTo('POST', '/companies/co-1/payments')[0]!.body).toEqual({
      amount: 200,
      method: 'transfer',
      note: 'TED outubro',
    });
    expect(await screen.findByText('Pagamento registrado')).toBeInTheDocument();
  });

  it("'Fechar Período' asks first, then closes and shows the statement", async () => {
    const api = mockApi(routes({ 'POST /companies/co-1/statements': { status: 201, body: statement() } }));
    renderAt('/empresas/co-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar Período' }));
    const dialog = await findDialog('Fechar Período');
    expect(within(dialog).getByText(/ficam congelados/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/companies/co-1/statements')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar Período' }));
    await waitFor(() => expect(api.callsTo('POST', '/companies/co-1/statements')).toHaveLength(1));
    expect(await screen.findByText('Período fechado')).toBeInTheDocument();
    const bills = await screen.findByRole('table', { name: 'Faturas' });
    const row = within(bills).getByText('R$ 295,00').closest('tr')!;
    expect(within(row).getByText('04/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Em aberto')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Baixar CSV' })).toBeInTheDocument();
  });

  it("'Bloquear' sends the whole company with status 'blocked'", async () => {
    const api = mockApi(routes({ 'PUT /companies/co-1': { body: company({ status: 'blocked' }) } }));
    renderAt('/empresas/co-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(api.callsTo('PUT', '/companies/co-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/companies/co-1')[0]!.body).toMatchObject({
      name: 'Construtora Horizonte',
      credit_limit: 1500,
      status: 'blocked',
    });
  });

  it("adds a member and shows the server's refusal of a number already there", async () => {
    const api = mockApi(
      routes({
        'POST /companies/co-1/members': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: COMPANY_MESSAGES.memberTaken },
        },
      }),
    );
    renderAt('/empresas/co-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar funcionário' }));
    const dialog = await findDialog('Adicionar funcionário');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Carlos Mestre');
    await userEvent.type(within(dialog).getByLabelText('WhatsApp'), '(11) 91111-2222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', '/companies/co-1/members')).toHaveLength(1));
    expect(api.callsTo('POST', '/companies/co-1/members')[0]!.body).toEqual({
      name: 'Carlos Mestre',
      whatsapp: '11911112222',
    });
    expect(await screen.findByText(COMPANY_MESSAGES.memberTaken)).toBeInTheDocument();
  });

  it('deactivates a member with one tap', async () => {
    const api = mockApi(
      routes({ 'PUT /companies/co-1/members/m-1': { body: { ...company().members[0], active: false } } }),
    );
    renderAt('/empresas/co-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar João Pedreiro' }));
    await waitFor(() => expect(api.callsTo('PUT', '/companies/co-1/members/m-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/companies/co-1/members/m-1')[0]!.body).toEqual({ active: false });
  });
});
