import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { answering, crudPageSetup, expectOnlyWrite, listUntilDelete, refusal, writes } from '@/testing/crud-page';
import { confirmWith, expectNoSave, openDialog, save } from '@/testing/dialog-steps';
import { expectRow, expectRowDeleted, expectTable } from '@/testing/table-steps';
import { storedRow } from '@/testing/fixtures';
import { setViewport } from '@/testing/viewport';
import ExpensesPage from './expenses-page';

const makeExpense = (id: number, overrides: Partial<ExpenseDto> = {}): ExpenseDto => ({
  ...storedRow(id, '2026-03-01T12:00:00.000Z'),
  description: `Despesa ${id}`,
  amount: 10,
  category: 'outros',
  date: '2026-03-01',
  active: true,
  ...overrides,
});

const gas = makeExpense(1, { description: 'Botijão de gás', amount: 120, category: 'gas', date: '2026-03-10' });
const caixas = makeExpense(2, {
  description: 'Embalagens de isopor',
  amount: 45.5,
  category: 'embalagens',
  date: '2026-03-02',
});

const setup = crudPageSetup<ExpenseDto>(<ExpensesPage />, '/expenses');

describe('ExpensesPage', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the history newest first with dates, categories and negative amounts', async () => {
    const { api } = setup(() => [gas, caixas]);
    expect(await screen.findByText('Botijão de gás')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gerenciar Despesas' })).toBeInTheDocument();
    expectTable('Histórico de Despesas', ['Data', 'Descrição', 'Categoria', 'Valor', 'Ações']);

    expectRow('Botijão de gás', '10/03/2026', 'Gás', '-R$ 120,00');
    expectRow('Embalagens de isopor', '-R$ 45,50');
    expect(screen.getByText('-R$ 165,50')).toBeInTheDocument();
    expect(api.calls[0]!.url).toMatch(/\/expenses\?sort=-date$/);
  });

  it('on a phone keeps the amount in view and puts date and category under the description', async () => {
    setViewport('phone');
    setup(() => [gas]);
    expect(await screen.findByText('Botijão de gás')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Data' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Categoria' })).toBeNull();
    expectRow('Botijão de gás', '10/03/2026 · Gás', '-R$ 120,00');
  });

  it('shows the shared validation messages and sends nothing', async () => {
    const { api } = setup(() => []);
    const dialog = await openDialog(/Adicionar Despesa/, 'Adicionar Despesa');
    await expectNoSave(
      api,
      dialog,
      'Por favor, informe a descrição da despesa.',
      'Por favor, informe o valor da despesa.',
    );
  });

  it("creates an expense dated today in São Paulo, category 'outros' unless chosen", async () => {
    // 01:30 UTC on the 11th is still the 10th in São Paulo
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T01:30:00Z'));
    const { api } = setup(
      () => [],
      () => [201, gas],
    );
    const dialog = await openDialog(/Adicionar Despesa/);
    expect(within(dialog).getByLabelText('Data')).toHaveValue('10/03/2026');
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Conta de luz');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '230,75');
    await save(dialog);

    expect(await screen.findByText('Despesa salva com sucesso')).toBeInTheDocument();
    expectOnlyWrite(api, 'POST', '/expenses', {
      description: 'Conta de luz',
      amount: 230.75,
      category: 'outros',
      date: '2026-03-10',
    });
  });

  it('edits an expense with PUT, with the chosen category', async () => {
    const { api } = setup(() => [caixas], answering(caixas));
    const dialog = await openDialog('Editar Embalagens de isopor', 'Editar Despesa');
    expect(within(dialog).getByLabelText('Data')).toHaveValue('02/03/2026');
    const amount = within(dialog).getByLabelText('Valor');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByTitle('Ingredientes'));
    await save(dialog);

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expectOnlyWrite(api, 'PUT', `/expenses/${caixas.id}`, {
      description: 'Embalagens de isopor',
      amount: 50,
      category: 'ingredientes',
      date: '2026-03-02',
    });
  });

  it('asks before deleting, then sends DELETE', async () => {
    const { api } = setup(...listUntilDelete([gas, caixas], [caixas]));
    await confirmWith(api, await openDialog('Excluir Botijão de gás', 'Confirmar Exclusão'), 'Excluir');

    await expectRowDeleted(api, `/expenses/${gas.id}`, 'Botijão de gás', 'Despesa excluída');
  });

  it("shows the server's reason when saving fails", async () => {
    setup(() => [gas], refusal(400, 'Bad Request', 'A descrição deve ter no máximo 200 caracteres.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Botijão de gás' }));
    await save(await screen.findByRole('dialog'));
    expect(await screen.findByText('Erro ao salvar despesa')).toBeInTheDocument();
    expect(screen.getByText('A descrição deve ter no máximo 200 caracteres.')).toBeInTheDocument();
  });
});
