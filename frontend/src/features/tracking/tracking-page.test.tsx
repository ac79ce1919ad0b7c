import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { Route, Routes } from 'react-router';
import type { OrderDto } from '@quentinha/shared/api/types';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import TrackingPage from './tracking-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SETTINGS: PublicSettingsDto = { business_name: 'Quentinha', tagline: '', whatsapp_number: '', banner_url: null };
const PIX = { copia_e_cola: '00020126580014br.gov.bcb.pix0136chave6304ABCD', txid: 'PEDIDO000001' };

function renderTracking(order: OrderDto, settings: Partial<PublicSettingsDto> = {}) {
  const api = mockApi({
    'GET /orders/track/tok-1': { body: { data: order } },
    'GET /settings/public': { body: { ...SETTINGS, ...settings } },
  });
  renderWithProviders(
    <Routes>
      <Route path="/acompanhar/:token" element={<TrackingPage />} />
    </Routes>,
    { route: '/acompanhar/tok-1' },
  );
  return api;
}

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

  describe('an unpaid PIX order (DECISIONS 10.8)', () => {
    // 12:20 in São Paulo; the order was placed at 12:10
    const now = new Date('2025-03-10T15:20:00Z');
    const unpaid = () => makeOrder({ status: 'awaiting_payment', pix: PIX, created_at: '2025-03-10T15:10:00.000Z' });

    it('says until when to pay: the shop’s timeout after the order was placed', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now });
      renderTracking(unpaid(), { pix_timeout_minutes: 30 });
      expect(await screen.findByText('Pague até 12:40. Sem o pagamento confirmado até lá, o pedido é cancelado.')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Pagamento PIX' })).toBeInTheDocument();
    });

    it('names the day when the deadline is not today', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now });
      renderTracking(unpaid(), { pix_timeout_minutes: 1440 });
      expect(await screen.findByText(/^Pague até 11\/03 às 12:10\./)).toBeInTheDocument();
    });

    it('gives no deadline when the shop never cancels (0)', async () => {
      const api = renderTracking(unpaid(), { pix_timeout_minutes: 0 });
      expect(await screen.findByRole('button', { name: 'Copiar código PIX' })).toBeInTheDocument();
      await vi.waitFor(() => expect(api.callsTo('GET', '/settings/public')).toHaveLength(1));
      expect(screen.queryByText(/^Pague até/)).toBeNull();
    });

    it('once cancelled by the shop, shows why and no payment box', async () => {
      const cancelled = makeOrder({ status: 'cancelled', pix: PIX, cancel_reason: 'Pagamento não confirmado' });
      renderTracking(cancelled, { pix_timeout_minutes: 30 });
      expect(await screen.findByText('Motivo: Pagamento não confirmado')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Pagamento PIX' })).toBeNull();
    });
  });
});
