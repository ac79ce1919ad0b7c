import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DishDto } from '@quentinha/shared/api/types';
import { queryKeys } from '@/api/query-keys';
import { answering, crudPageSetup, expectOnlyWrite, listUntilDelete, refusal, writes } from '@/testing/crud-page';
import { confirmWith, expectNoSave, openDialog, retype, save } from '@/testing/dialog-steps';
import { expectRow, expectRowDeleted, expectTable } from '@/testing/table-steps';
import { storedRow } from '@/testing/fixtures';
import DishesPage from './dishes-page';

const makeDish = (id: number, overrides: Partial<DishDto> = {}): DishDto => ({
  ...storedRow(id),
  name: `Prato ${id}`,
  type: 'Acompanhamento',
  category: 'Acompanhamento',
  active: true,
  ...overrides,
});

const frango = makeDish(1, { name: 'Frango Grelhado', type: 'Proteína', category: 'Proteína' });
const arroz = makeDish(2, { name: 'Arroz Branco', type: 'Grão', category: 'Grão' });

const setup = crudPageSetup<DishDto>(<DishesPage />, '/dishes');

describe('DishesPage', () => {
  it('lists the dishes with their type', async () => {
    setup(() => [frango, arroz]);
    expect(await screen.findByText('Frango Grelhado')).toBeInTheDocument();
    expectTable('Gerenciar Pratos', ['Nome', 'Tipo', 'Ficha Técnica', 'Ações']);
    expectRow('Frango Grelhado', 'Proteína');
    expectRow('Arroz Branco', 'Grão');
  });

  it('shows the shared validation message and sends nothing', async () => {
    const { api } = setup(() => []);
    const dialog = await openDialog(/Novo Prato/, 'Novo Prato');
    await userEvent.type(within(dialog).getByLabelText('Nome do Prato'), '   ');
    await expectNoSave(api, dialog, 'Por favor, informe o nome do prato.');
  });

  it('creates a dish with the chosen type and refreshes the dish picker', async () => {
    const { api, client } = setup(
      () => [],
      () => [201, frango],
    );
    client.setQueryData(queryKeys.dishes.forPicker, []);
    const dialog = await openDialog(/Novo Prato/);
    await userEvent.type(within(dialog).getByLabelText('Nome do Prato'), ' Salada Verde ');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByTitle('Salada'));
    await save(dialog);

    expect(await screen.findByText('Prato salvo com sucesso')).toBeInTheDocument();
    expectOnlyWrite(api, 'POST', '/dishes', { name: 'Salada Verde', type: 'Salada', category: 'Salada' });
    expect(client.getQueryState(queryKeys.dishes.forPicker)?.isInvalidated).toBe(true);
  });

  it('edits a dish with PUT', async () => {
    const { api } = setup(() => [arroz], answering(arroz));
    const dialog = await openDialog('Editar Arroz Branco', 'Editar Prato');
    await retype(within(dialog).getByLabelText('Nome do Prato'), 'Arroz Branco', 'Arroz Integral');
    await save(dialog);

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expectOnlyWrite(api, 'PUT', `/dishes/${arroz.id}`, { name: 'Arroz Integral', type: 'Grão', category: 'Grão' });
  });

  it("asks 'Remover Prato?' before deleting, then sends DELETE", async () => {
    const { api } = setup(...listUntilDelete([frango, arroz], [arroz]));
    const dialog = await openDialog('Remover Frango Grelhado', 'Remover Prato?');
    expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    await confirmWith(api, dialog, 'Remover');

    await expectRowDeleted(api, `/dishes/${frango.id}`, 'Frango Grelhado', 'Prato removido');
  });

  it("shows the server's reason when saving fails", async () => {
    setup(() => [frango], refusal(409, 'Conflict', 'Já existe um prato com este nome.'));
    const dialog = await openDialog(/Novo Prato/);
    await userEvent.type(within(dialog).getByLabelText('Nome do Prato'), 'frango grelhado');
    await save(dialog);
    expect(await screen.findByText('Erro ao salvar prato')).toBeInTheDocument();
    expect(screen.getByText('Já existe um prato com este nome.')).toBeInTheDocument();
  });
});
