import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { answering, crudPageSetup, expectOnlyWrite, listUntilDelete, refusal, writes } from '@/testing/crud-page';
import { confirmWith, expectNoSave, openDialog, retype, save } from '@/testing/dialog-steps';
import { expectRow, expectRowDeleted, expectTable, row } from '@/testing/table-steps';
import { storedRow } from '@/testing/fixtures';
import NeighborhoodsPage from './neighborhoods-page';

const makeNeighborhood = (id: number, overrides: Partial<NeighborhoodDto> = {}): NeighborhoodDto => ({
  ...storedRow(id),
  name: `Bairro ${id}`,
  delivery_fee: 5,
  is_active: true,
  active: true,
  ...overrides,
});

const centro = makeNeighborhood(1, { name: 'Centro', delivery_fee: 5 });
const vilaNova = makeNeighborhood(2, { name: 'Vila Nova', delivery_fee: 12.5, is_active: false, active: false });

const setup = crudPageSetup<NeighborhoodDto>(<NeighborhoodsPage />, '/neighborhoods');

describe('NeighborhoodsPage', () => {
  it('lists the neighbourhoods with their fee in reais and their status', async () => {
    setup(() => [centro, vilaNova]);
    expect(await screen.findByText('Centro')).toBeInTheDocument();
    expectTable('Bairros para Entrega', ['Nome do Bairro', 'Taxa de Entrega', 'Status', 'Ações']);
    expectRow('Centro', 'R$ 5,00', 'Ativo');
    expectRow('Vila Nova', 'R$ 12,50', 'Inativo');
  });

  it('shows the shared validation messages and sends nothing', async () => {
    const { api } = setup(() => []);
    const dialog = await openDialog(/Adicionar Bairro/, 'Adicionar Bairro');
    await expectNoSave(api, dialog, 'Por favor, informe o nome do bairro.', 'Por favor, informe a taxa de entrega.');
  });

  it('creates a neighbourhood with the fee as a number', async () => {
    const { api } = setup(
      () => [],
      () => [201, makeNeighborhood(9, { name: 'Jardim América', delivery_fee: 7.5 })],
    );
    const dialog = await openDialog(/Adicionar Bairro/);
    await userEvent.type(within(dialog).getByLabelText('Nome do Bairro'), '  Jardim América ');
    await userEvent.type(within(dialog).getByLabelText('Taxa de Entrega'), '7,50');
    await save(dialog);

    expect(await screen.findByText('Bairro salvo com sucesso')).toBeInTheDocument();
    expectOnlyWrite(api, 'POST', '/neighborhoods', { name: 'Jardim América', delivery_fee: 7.5, is_active: true });
  });

  it('edits a neighbourhood with PUT', async () => {
    const { api } = setup(() => [vilaNova], answering(vilaNova));
    const dialog = await openDialog('Editar Vila Nova', 'Editar Bairro');
    await retype(within(dialog).getByLabelText('Taxa de Entrega'), '12,50', '10');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await save(dialog);

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expectOnlyWrite(api, 'PUT', `/neighborhoods/${vilaNova.id}`, {
      name: 'Vila Nova',
      delivery_fee: 10,
      is_active: true,
    });
  });

  it('switches a neighbourhood off with PUT {is_active: false} and reloads the list', async () => {
    let current = centro;
    const { api } = setup(
      () => [current],
      () => {
        current = { ...current, is_active: false, active: false };
        return [200, current];
      },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Status de Centro' }));
    expect(await within(row('Centro')).findByText('Inativo')).toBeInTheDocument();
    expectOnlyWrite(api, 'PUT', `/neighborhoods/${centro.id}`, { is_active: false });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('asks before deleting, then sends DELETE', async () => {
    const { api } = setup(...listUntilDelete([centro, vilaNova], [vilaNova]));
    await confirmWith(api, await openDialog('Excluir Centro', 'Confirmar Exclusão'), 'Excluir');

    await expectRowDeleted(api, `/neighborhoods/${centro.id}`, 'Centro', 'Bairro excluído');
  });

  it("shows the server's reason when saving fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => [], refusal(409, 'Conflict', 'Já existe um bairro com este nome.'));
    const dialog = await openDialog(/Adicionar Bairro/);
    await userEvent.type(within(dialog).getByLabelText('Nome do Bairro'), 'Centro');
    await userEvent.type(within(dialog).getByLabelText('Taxa de Entrega'), '5');
    await save(dialog);

    expect(await screen.findByText('Erro ao salvar bairro')).toBeInTheDocument();
    expect(screen.getByText('Já existe um bairro com este nome.')).toBeInTheDocument();
    expect(screen.queryByText('Bairro salvo com sucesso')).toBeNull();
    expect(log).toHaveBeenCalledWith('Erro ao salvar bairro', expect.anything());
  });
});
