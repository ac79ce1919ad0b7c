import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { renderBoard, stubApi, type FakeApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import NeighborhoodsPage from './neighborhoods-page';

const admin = makeUser();

function makeNeighborhood(id: number, overrides: Partial<NeighborhoodDto> = {}): NeighborhoodDto {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Bairro ${id}`,
    delivery_fee: 5,
    is_active: true,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const centro = makeNeighborhood(1, { name: 'Centro', delivery_fee: 5 });
const vilaNova = makeNeighborhood(2, { name: 'Vila Nova', delivery_fee: 12.5, is_active: false, active: false });

function setup(
  list: () => NeighborhoodDto[],
  onWrite: (method: string, url: string, body: unknown) => [number, unknown] = () => [200, {}],
) {
  const api = stubApi(
    () => [],
    onWrite,
    (url) => (url.includes('/neighborhoods') ? list() : []),
  );
  renderBoard(<NeighborhoodsPage />, { user: admin });
  return api;
}

const writes = (api: FakeApi) => api.calls.filter((c) => c.method !== 'GET');
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('NeighborhoodsPage', () => {
  it('lists the neighbourhoods with their fee in reais and their status', async () => {
    setup(() => [centro, vilaNova]);
    expect(await screen.findByText('Centro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bairros para Entrega' })).toBeInTheDocument();
    for (const header of ['Nome do Bairro', 'Taxa de Entrega', 'Status', 'Ações'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row('Centro')).getByText('R$ 5,00')).toBeInTheDocument();
    expect(within(row('Centro')).getByText('Ativo')).toBeInTheDocument();
    expect(within(row('Vila Nova')).getByText('R$ 12,50')).toBeInTheDocument();
    expect(within(row('Vila Nova')).getByText('Inativo')).toBeInTheDocument();
  });

  it('shows the shared validation messages and sends nothing', async () => {
    const api = setup(() => []);
    await userEvent.click(await screen.findByRole('button', { name: /Adicionar Bairro/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adicionar Bairro')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Por favor, informe o nome do bairro.')).toBeInTheDocument();
    expect(within(dialog).getByText('Por favor, informe a taxa de entrega.')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('creates a neighbourhood with the fee as a number', async () => {
    const api = setup(
      () => [],
      () => [201, makeNeighborhood(9, { name: 'Jardim América', delivery_fee: 7.5 })],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Adicionar Bairro/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome do Bairro'), '  Jardim América ');
    await userEvent.type(within(dialog).getByLabelText('Taxa de Entrega'), '7,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Bairro salvo com sucesso')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/neighborhoods$/),
        body: { name: 'Jardim América', delivery_fee: 7.5, is_active: true },
      },
    ]);
  });

  it('edits a neighbourhood with PUT', async () => {
    const api = setup(
      () => [vilaNova],
      () => [200, vilaNova],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Vila Nova' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar Bairro')).toBeInTheDocument();
    const fee = within(dialog).getByLabelText('Taxa de Entrega');
    expect(fee).toHaveValue('12,50');
    await userEvent.clear(fee);
    await userEvent.type(fee, '10');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]).toEqual({
      method: 'PUT',
      url: expect.stringMatching(new RegExp(`/neighborhoods/${vilaNova.id}$`)),
      body: { name: 'Vila Nova', delivery_fee: 10, is_active: true },
    });
  });

  it('switches a neighbourhood off with PUT {is_active: false} and reloads the list', async () => {
    let current = centro;
    const api = setup(
      () => [current],
      () => {
        current = { ...current, is_active: false, active: false };
        return [200, current];
      },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Status de Centro' }));
    expect(await within(row('Centro')).findByText('Inativo')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(new RegExp(`/neighborhoods/${centro.id}$`)),
        body: { is_active: false },
      },
    ]);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('asks before deleting, then sends DELETE', async () => {
    let list = [centro, vilaNova];
    const api = setup(
      () => list,
      () => {
        list = [vilaNova];
        // the stub cannot build a body-less 204; the page treats any 2xx alike
        return [200, null];
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Centro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmar Exclusão')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Centro' })).toBeNull());
    expect(await screen.findByText('Bairro excluído')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'DELETE', url: expect.stringMatching(new RegExp(`/neighborhoods/${centro.id}$`)), body: undefined },
    ]);
  });

  it("shows the server's reason when saving fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(
      () => [],
      () => [409, { statusCode: 409, error: 'Conflict', message: 'Já existe um bairro com este nome.' }],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Adicionar Bairro/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome do Bairro'), 'Centro');
    await userEvent.type(within(dialog).getByLabelText('Taxa de Entrega'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao salvar bairro')).toBeInTheDocument();
    expect(screen.getByText('Já existe um bairro com este nome.')).toBeInTheDocument();
    expect(screen.queryByText('Bairro salvo com sucesso')).toBeNull();
    expect(log).toHaveBeenCalledWith('Erro ao salvar bairro', expect.anything());
  });
});
