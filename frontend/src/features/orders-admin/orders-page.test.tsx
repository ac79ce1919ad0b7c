import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDayPicker } from '@/components/form/day-picker';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import type { StaffPackPurchaseDto } from '@quentinha/shared/packs/types';
import { PACK_PURCHASE_UPDATED } from '@quentinha/shared/realtime/events';
import { staffPurchase } from '@/testing/fixtures';
import OrdersPage from './orders-page';

const admin = makeUser();
afterEach(() => vi.unstubAllGlobals());

async function openMenuItem(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
  await userEvent.click(await screen.findByText(label));
}

describe('OrdersPage', () => {
  // typing a day needs the calendar, which a screen loads after its first paint
  beforeAll(async () => {
    await preloadDayPicker();
  });

  it('shows the total and eight status columns, four per row', async () => {
    stubApi(() => [makeOrder({ status: 'pending' }), makeOrder({ status: 'delivered' })]);
    const { container } = renderBoard(<OrdersPage />, { user: admin });
    expect(screen.getByText('Carregando Pedidos...')).toBeInTheDocument();
    expect(await screen.findByText('Total: 2 pedidos')).toBeInTheDocument();

    const rows = container.querySelectorAll('.orders-row');
    expect([...rows].map((r) => [...r.querySelectorAll('h2')].map((h) => h.textContent))).toEqual([
      ['Aguardando Pagamento', 'Aguardando Confirmação', 'Confirmado', 'Em Produção'],
      ['Pronto', 'Em Rota', 'Entregue', 'Cancelado'],
    ]);
    expect(screen.getAllByText('Nenhum pedido')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'Entregue' })).getByText('1')).toBeInTheDocument();
  });

  it('shows a pack bought on a phone at once, ringing until someone touches it', async () => {
    const waiting = staffPurchase({
      id: 'pp-9',
      pack_name: '5 Quentinhas P',
      customer_name: 'Beatriz',
      whatsapp: '11987650000',
      created_at: new Date().toISOString(),
    });
    let packs: StaffPackPurchaseDto[] = [];
    stubApi(
      () => [],
      undefined,
      (url) => (url.includes('/pack-purchases') ? packs : []),
    );
    const { socket } = renderBoard(<OrdersPage />, { user: admin });
    expect(await screen.findByText('Total: 0 pedidos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pacotes aguardando pagamento' })).toBeNull();

    // bought on a phone: the server tells the back office, no poll needed
    packs = [waiting];
    socket.serverEmit(PACK_PURCHASE_UPDATED, { id: waiting.id, status: 'awaiting_payment' });
    const item = await screen.findByRole('listitem', { name: '5 Quentinhas P de Beatriz' });
    expect(item).toHaveClass('awaiting-packs__item--ringing');
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    fireEvent.pointerDown(item);
    expect(item).not.toHaveClass('awaiting-packs__item--ringing');
    await waitFor(() => expect(document.title).not.toMatch(/^\(1\) /));
  });

  it("asks the server for a custom period and says '(filtrados)' with no match", async () => {
    const api = stubApi(() => []);
    renderBoard(<OrdersPage />, { user: admin });
    await screen.findByText('Total: 0 pedidos');
    // typed the Brazilian way, dd/MM/yyyy; the API gets yyyy-MM-dd
    await userEvent.type(screen.getByLabelText('Data inicial'), '01/03/2026{Enter}');

    expect(await screen.findByText('Total: 0 pedidos (filtrados)')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pedido encontrado com os filtros aplicados.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.includes('period=custom') && c.url.includes('start=2026-03-01'))).toBe(true),
    );
  });

  it('asks before removing and removes with DELETE', async () => {
    const order = makeOrder({ status: 'pending' });
    let orders = [order];
    const api = stubApi(
      () => orders,
      () => {
        orders = [];
        return [204, null];
      },
    );
    renderBoard(<OrdersPage />, { user: admin });
    await screen.findByText('Total: 1 pedido');
    await openMenuItem('Remover');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmar Exclusão')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Você tem certeza que deseja remover este pedido? Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Total: 0 pedidos')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.url).toMatch(new RegExp(`/orders/${order.id}$`));
  });

  it("says 'Erro ao excluir pedido' when removing fails", async () => {
    stubApi(
      () => [makeOrder()],
      () => [500, { message: 'falhou' }],
    );
    renderBoard(<OrdersPage />, { user: admin });
    await screen.findByText('Total: 1 pedido');
    await openMenuItem('Remover');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Erro ao excluir pedido')).toBeInTheDocument();
  });

  it('shows the reason when a status change fails and leaves the card in its column', async () => {
    stubApi(
      () => [makeOrder({ status: 'pending', customer_name: 'Caio' })],
      () => [409, { message: 'Pedido já cancelado.' }],
    );
    renderBoard(<OrdersPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao atualizar status do pedido: Pedido já cancelado.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aguardando Confirmação' })).toHaveTextContent('Caio');
  });

  it('edits with name and whatsapp locked and no Aguardando Pagamento status', async () => {
    const order = makeOrder({ status: 'confirmed', customer_name: 'Duda', order_date: '2026-03-01', notes: null });
    const api = stubApi(() => [order]);
    renderBoard(<OrdersPage />, { user: admin });
    await screen.findByText('Total: 1 pedido');
    await openMenuItem('Editar');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nome do cliente')).toBeDisabled();
    expect(within(dialog).getByLabelText('Nome do cliente')).toHaveValue('Duda');
    expect(within(dialog).getByLabelText('WhatsApp')).toBeDisabled();
    expect(within(dialog).getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');
    expect(within(dialog).getByLabelText('Data do pedido')).toHaveValue('01/03/2026');
    // open the status list
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByTitle('Aguardando Confirmação')).toBeInTheDocument();
    expect(screen.queryByTitle('Aguardando Pagamento')).toBeNull();
    await userEvent.click(screen.getByTitle('Pronto'));
    await userEvent.type(within(dialog).getByLabelText('Observações'), 'Ligar antes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(new RegExp(`/orders/${order.id}$`)),
      body: {
        status: 'ready',
        notes: 'Ligar antes',
        delivery: { isDelivery: false },
        timing: { orderDate: '2026-03-01' },
      },
    });
  });
});
