import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { renderBoard, stubApi, type FakeApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import { setViewport } from '@/testing/viewport';
import ExpensesPage from './expenses-page';

const admin = makeUser();

function makeExpense(id: number, overrides: Partial<ExpenseDto> = {}): ExpenseDto {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    description: `Despesa ${id}`,
    amount: 10,
    category: 'outros',
    date: '2026-03-01',
    active: true,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

const gas = makeExpense(1, { description: 'Botijão de gás', amount: 120, category: 'gas', date: '2026-03-10' });
const caixas = makeExpense(2, {
  description: 'Embalagens de isopor',
  amount: 45.5,
  category: 'embalagens',
  date: '2026-03-02',
});

function setup(
  list: () => ExpenseDto[],
  onWrite: (method: string, url: string, body: unknown) => [number, unknown] = () => [200, {}],
) {
  const api = stubApi(
    () => [],
    onWrite,
    (url) => (url.includes('/expenses') ? list() : []),
  );
  renderBoard(<ExpensesPage />, { user: admin });
  return api;
}

const writes = (api: FakeApi) => api.calls.filter((c) => c.method !== 'GET');
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('ExpensesPage', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the history newest first with dates, categories and negative amounts', async () => {
    const api = setup(() => [gas, caixas]);
    expect(await screen.findByText('Botijão de gás')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gerenciar Despesas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Histórico de Despesas' })).toBeInTheDocument();
    for (const header of ['Data', 'Descrição', 'Categoria', 'Valor', 'Ações'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    expect(within(row('Botijão de gás')).getByText('10/03/2026')).toBeInTheDocument();
    expect(within(row('Botijão de gás')).getByText('Gás')).toBeInTheDocument();
    expect(within(row('Botijão de gás')).getByText('-R$ 120,00')).toBeInTheDocument();
    expect(within(row('Embalagens de isopor')).getByText('-R$ 45,50')).toBeInTheDocument();
    expect(screen.getByText('-R$ 165,50')).toBeInTheDocument();
    expect(api.calls[0]!.url).toMatch(/\/expenses\?sort=-date$/);
  });

  it('on a phone keeps the amount in view and puts date and category under the description', async () => {
    setViewport('phone');
    setup(() => [gas]);
    expect(await screen.findByText('Botijão de gás')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Data' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Categoria' })).toBeNull();
    expect(within(row('Botijão de gás')).getByText('10/03/2026 · Gás')).toBeInTheDocument();
    expect(within(row('Botijão de gás')).getByText('-R$ 120,00')).toBeInTheDocument();
  });

  it('shows the shared validation messages and sends nothing', async () => {
    const api = setup(() => []);
    await userEvent.click(await screen.findByRole('button', { name: /Adicionar Despesa/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adicionar Despesa')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Por favor, informe a descrição da despesa.')).toBeInTheDocument();
    expect(within(dialog).getByText('Por favor, informe o valor da despesa.')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it("creates an expense dated today in São Paulo, category 'outros' unless chosen", async () => {
    // 01:30 UTC on the 11th is still the 10th in São Paulo
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T01:30:00Z'));
    const api = setup(
      () => [],
      () => [201, gas],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Adicionar Despesa/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Data')).toHaveValue('10/03/2026');
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Conta de luz');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '230,75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Despesa salva com sucesso')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/expenses$/),
        body: { description: 'Conta de luz', amount: 230.75, category: 'outros', date: '2026-03-10' },
      },
    ]);
  });

  it('edits an expense with PUT, with the chosen category', async () => {
    const api = setup(
      () => [caixas],
      () => [200, caixas],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Embalagens de isopor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar Despesa')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Data')).toHaveValue('02/03/2026');
    const amount = within(dialog).getByLabelText('Valor');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByTitle('Ingredientes'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]).toEqual({
      method: 'PUT',
      url: expect.stringMatching(new RegExp(`/expenses/${caixas.id}$`)),
      body: { description: 'Embalagens de isopor', amount: 50, category: 'ingredientes', date: '2026-03-02' },
    });
  });

  it('asks before deleting, then sends DELETE', async () => {
    let list = [gas, caixas];
    const api = setup(
      () => list,
      () => {
        list = [caixas];
        // the stub cannot build a body-less 204; the page treats any 2xx alike
        return [200, null];
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Botijão de gás' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmar Exclusão')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Despesa excluída')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Botijão de gás' })).toBeNull());
    expect(writes(api)).toEqual([
      { method: 'DELETE', url: expect.stringMatching(new RegExp(`/expenses/${gas.id}$`)), body: undefined },
    ]);
  });

  it("shows the server's reason when saving fails", async () => {
    setup(
      () => [gas],
      () => [400, { statusCode: 400, error: 'Bad Request', message: 'A descrição deve ter no máximo 200 caracteres.' }],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Botijão de gás' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar despesa')).toBeInTheDocument();
    expect(screen.getByText('A descrição deve ter no máximo 200 caracteres.')).toBeInTheDocument();
  });
});
