import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDialog } from '@/testing/render';
import type { CourierDto } from '@/api/couriers';
import { DISPATCH_TITLE, DispatchModal, preselectedCourier } from './dispatch-modal';
import { renderBoard, stubApi } from './testing/board-test-utils';
import { makeOrder, makeUser } from './testing/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('DispatchModal', () => {
  it('lists the couriers as the server sorts them, online tag and load, and sends the chosen one', async () => {
    const api = stubApi(
      () => [],
      undefined,
      (url) =>
        url.endsWith('/couriers')
          ? [
              { id: 'c-pedro', name: 'Pedro Entregador', phone: null, online: true, active_orders: 2 },
              { id: 'c-rita', name: 'Rita Entregadora', phone: null, online: false, active_orders: 0 },
            ]
          : [],
    );
    const order = makeOrder({ status: 'ready', is_delivery: true, customer_name: 'Maria', delivery_neighborhood: 'Centro' });
    const onDispatch = vi.fn();
    renderBoard(<DispatchModal order={order} onDispatch={onDispatch} onClose={() => {}} />, { user: makeUser() });

    const dialog = await findDialog(DISPATCH_TITLE);
    expect(within(dialog).getByText(`Pedido #${order.id.slice(-6)} de Maria · Centro`)).toBeInTheDocument();
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    const pedro = within(dialog).getByText('Pedro Entregador').closest('label')!;
    expect(within(pedro).getByText('Conectado')).toBeInTheDocument();
    expect(within(pedro).getByText('2 em rota')).toBeInTheDocument();
    const rita = within(dialog).getByText('Rita Entregadora').closest('label')!;
    expect(within(rita).queryByText('Conectado')).toBeNull();
    expect(within(rita).getByText('livre')).toBeInTheDocument();

    // Pedro is the only one connected: the choice starts on him, and the person may change it
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Pedro Entregador/ })).toBeChecked());
    const ok = within(dialog).getByRole('button', { name: 'Confirmar Coleta' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Rita Entregadora/ }));
    await userEvent.click(ok);
    expect(onDispatch).toHaveBeenCalledWith(order, 'c-rita');
    expect(api.calls.filter((c) => c.url.includes('/couriers'))).toHaveLength(1);
  });

  it('starts without a choice when two couriers are connected', async () => {
    stubApi(
      () => [],
      undefined,
      (url) =>
        url.endsWith('/couriers')
          ? [
              { id: 'c-pedro', name: 'Pedro Entregador', phone: null, online: true, active_orders: 2 },
              { id: 'c-rita', name: 'Rita Entregadora', phone: null, online: true, active_orders: 0 },
            ]
          : [],
    );
    renderBoard(<DispatchModal order={makeOrder({ status: 'ready', is_delivery: true })} onDispatch={() => {}} onClose={() => {}} />, {
      user: makeUser(),
    });
    const dialog = await findDialog(DISPATCH_TITLE);
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirmar Coleta' })).toBeDisabled();
  });

  it("starts on the only courier: 'Confirmar Coleta' is one tap", async () => {
    stubApi(
      () => [],
      undefined,
      (url) => (url.endsWith('/couriers') ? [{ id: 'c-rita', name: 'Rita Entregadora', phone: null, online: false, active_orders: 1 }] : []),
    );
    const order = makeOrder({ status: 'ready', is_delivery: true, customer_name: 'Maria' });
    const onDispatch = vi.fn();
    renderBoard(<DispatchModal order={order} onDispatch={onDispatch} onClose={() => {}} />, { user: makeUser() });

    const dialog = await findDialog(DISPATCH_TITLE);
    expect(await within(dialog).findByRole('radio', { name: /Rita Entregadora/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Coleta' }));
    expect(onDispatch).toHaveBeenCalledWith(order, 'c-rita');
  });
});

describe('preselectedCourier', () => {
  const courier = (id: string, online: boolean): CourierDto => ({ id, name: id, phone: null, online, active_orders: 0 });
  it('names the only active courier, or the only one connected; otherwise leaves the choice to the person', () => {
    expect(preselectedCourier([])).toBeNull();
    expect(preselectedCourier([courier('rita', false)])).toBe('rita');
    expect(preselectedCourier([courier('pedro', false), courier('rita', true)])).toBe('rita');
    expect(preselectedCourier([courier('pedro', true), courier('rita', true)])).toBeNull();
    expect(preselectedCourier([courier('pedro', false), courier('rita', false)])).toBeNull();
  });
});
