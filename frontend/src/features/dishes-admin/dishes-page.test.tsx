import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DishDto } from '@quentinha/shared/api/types';
import { queryKeys } from '@/api/query-keys';
import { renderBoard, stubApi, type FakeApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import DishesPage from './dishes-page';

const admin = makeUser();

function makeDish(id: number, overrides: Partial<DishDto> = {}): DishDto {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Prato ${id}`,
    type: 'Acompanhamento',
    category: 'Acompanhamento',
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const frango = makeDish(1, { name: 'Frango Grelhado', type: 'Proteína', category: 'Proteína' });
const arroz = makeDish(2, { name: 'Arroz Branco', type: 'Grão', category: 'Grão' });

function setup(
  list: () => DishDto[],
  onWrite: (method: string, url: string, body: unknown) => [number, unknown] = () => [200, {}],
) {
  const api = stubApi(
    () => [],
    onWrite,
    (url) => (url.includes('/dishes') ? list() : []),
  );
  const rendered = renderBoard(<DishesPage />, { user: admin });
  return { api, client: rendered.client };
}

const writes = (api: FakeApi) => api.calls.filter((c) => c.method !== 'GET');
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('DishesPage', () => {
  it('lists the dishes with their type', async () => {
    setup(() => [frango, arroz]);
    expect(await screen.findByText('Frango Grelhado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gerenciar Pratos' })).toBeInTheDocument();
    for (const header of ['Nome', 'Tipo', 'Ações'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row('Frango Grelhado')).getByText('Proteína')).toBeInTheDocument();
    expect(within(row('Arroz Branco')).getByText('Grão')).toBeInTheDocument();
  });

  it('shows the shared validation message and sends nothing', async () => {
    const { api } = setup(() => []);
    await userEvent.click(await screen.findByRole('button', { name: /Novo Prato/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Novo Prato')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome do Prato'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Por favor, informe o nome do prato.')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('creates a dish with the chosen type and refreshes the dish picker', async () => {
    const { api, client } = setup(
      () => [],
      () => [201, frango],
    );
    client.setQueryData(queryKeys.dishes.forPicker, []);
    await userEvent.click(await screen.findByRole('button', { name: /Novo Prato/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome do Prato'), ' Salada Verde ');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByTitle('Salada'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Prato salvo com sucesso')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/dishes$/),
        body: { name: 'Salada Verde', type: 'Salada', category: 'Salada' },
      },
    ]);
    expect(client.getQueryState(queryKeys.dishes.forPicker)?.isInvalidated).toBe(true);
  });

  it('edits a dish with PUT', async () => {
    const { api } = setup(
      () => [arroz],
      () => [200, arroz],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Arroz Branco' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar Prato')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Nome do Prato');
    expect(name).toHaveValue('Arroz Branco');
    await userEvent.clear(name);
    await userEvent.type(name, 'Arroz Integral');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]).toEqual({
      method: 'PUT',
      url: expect.stringMatching(new RegExp(`/dishes/${arroz.id}$`)),
      body: { name: 'Arroz Integral', type: 'Grão', category: 'Grão' },
    });
  });

  it("asks 'Remover Prato?' before deleting, then sends DELETE", async () => {
    let list = [frango, arroz];
    const { api } = setup(
      () => list,
      () => {
        list = [arroz];
        // the stub cannot build a body-less 204; the page treats any 2xx alike
        return [200, null];
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Frango Grelhado' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remover Prato?')).toBeInTheDocument();
    expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Prato removido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Frango Grelhado' })).toBeNull());
    expect(writes(api)).toEqual([
      { method: 'DELETE', url: expect.stringMatching(new RegExp(`/dishes/${frango.id}$`)), body: undefined },
    ]);
  });

  it("shows the server's reason when saving fails", async () => {
    setup(
      () => [frango],
      () => [409, { statusCode: 409, error: 'Conflict', message: 'Já existe um prato com este nome.' }],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Novo Prato/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome do Prato'), 'frango grelhado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar prato')).toBeInTheDocument();
    expect(screen.getByText('Já existe um prato com este nome.')).toBeInTheDocument();
  });
});
