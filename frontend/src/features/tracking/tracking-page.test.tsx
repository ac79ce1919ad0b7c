import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { OrderDto } from '@quentinha/shared/api/types';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import TrackingPage from './tracking-page';

afterEach(() => vi.unstubAllGlobals());

describe('tracking page', () => {
  it('lets a guest cancel an order the shop has not confirmed, with the token', async () => {
    const order: OrderDto = makeOrder({ status: 'pending', is_delivery: false });
    const api = mockApi({
      'GET /orders/track/tok-1': { body: { data: order } },
      'POST /orders/track/tok-1/cancel': { body: { data: { ...order, status: 'cancelled', cancel_reason: 'Pedido duplicado' } } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/acompanhar/:token" element={<TrackingPage />} />
      </Routes>,
      { route: '/acompanhar/tok-1' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Pedido' }));
    const dialog = await findDialog('Cancelar Pedido');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pedido duplicado' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Pedido' }));

    // the page's own notice (the confirmation toast may say the same words beside it)
    expect(await screen.findByText('Pedido cancelado', { selector: '.ant-alert-title' })).toBeInTheDocument();
    expect(screen.getByText('Motivo: Pedido duplicado')).toBeInTheDocument();
    expect(api.callsTo('POST', '/orders/track/tok-1/cancel')[0]!.body).toEqual({ reason: 'Pedido duplicado' });
    // cancelled: the page no longer offers it
    expect(document.querySelector('.tracking__cancel')).toBeNull();
  });
});
