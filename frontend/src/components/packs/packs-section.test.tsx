import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackOfferDto, PackPurchaseCreatedDto } from '@quentinha/shared/packs/types';
import { product, staffPurchase } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import { AwaitingPacksPanel } from './awaiting-packs-panel';
import { readDevicePacks } from './device-packs';
import PacksSection from './packs-section';

const offer: PackOfferDto = {
  id: 'pk-1',
  name: '10 Quentinhas M',
  product_id: 'p-quentinha',
  product_name: 'Quentinha',
  size: 'medio',
  quantity: 10,
  price: 219,
  unit_price: 21.9,
  box_price: 24.9,
  validity_days: 60,
  active: true,
  created_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-06-01T12:00:00.000Z',
};

const receipt: PackPurchaseCreatedDto = {
  id: 'pp-1',
  status: 'awaiting_payment',
  pack_name: '10 Quentinhas M',
  product_id: 'p-quentinha',
  size: 'medio',
  quantity: 10,
  remaining: 0,
  price: 219,
  paid_at: null,
  expires_at: null,
  pix: { copia_e_cola: '00020101021126360014br.gov.bcb.pix0114112223330001815204000053039865406219.00', txid: 'PK1' },
  redeem_code: '482913',
  tracking_token: 'tok-pack',
  validity_text: 'válido por 60 dias após a confirmação do pagamento',
};

beforeEach(() => localStorage.clear());

describe("the storefront's 'Pacotes'", () => {
  it('states the validity before buying, then shows the PIX code, the 6-digit code and the link', async () => {
    const api = mockApi({
      'GET /auth/me': { status: 401, body: {} },
      'POST /auth/refresh': { status: 401, body: {} },
      'GET /packs': { body: [offer] },
      'GET /products': { body: { products: [product()] } },
      'GET /settings/public': { body: {} },
      'POST /packs/pk-1/purchases': { status: 201, body: receipt },
    });
    renderWithProviders(<PacksSection />, { route: '/home' });
    const card = await screen.findByRole('article', { name: '10 Quentinhas M' });
    expect(within(card).getByText('Válido por 60 dias após a confirmação do pagamento.')).toBeInTheDocument();
    expect(within(card).getByText('R$ 21,90 por quentinha · 12% mais barato')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Comprar 10 Quentinhas M' }));
    const dialog = await findDialog('Comprar Pacote');
    expect(within(dialog).getByText(/Créditos válido por 60 dias após a confirmação do pagamento/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Seu nome'), 'Maria');
    await userEvent.type(within(dialog).getByLabelText('WhatsApp (DDD + número)'), '(11) 98765-4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Comprar por R$ 219,00' }));

    await waitFor(() => expect(api.callsTo('POST', '/packs/pk-1/purchases')).toHaveLength(1));
    const call = api.callsTo('POST', '/packs/pk-1/purchases')[0]!;
    expect(call.body).toEqual({ customer: { name: 'Maria', phone: '11987654321' }, payment: { method: 'pix' } });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    const done = await findDialog('Pacote reservado');
    expect(within(done).getByTestId('redeem-code')).toHaveTextContent('482913');
    expect(within(done).getByText(/Guarde este código/)).toBeInTheDocument();
    expect(within(done).getByRole('region', { name: 'Pagamento PIX' })).toHaveTextContent('R$ 219,00');
    expect(within(done).getByRole('link', { name: 'Acompanhar meu pacote' })).toHaveAttribute(
      'href',
      '/pacote/tok-pack',
    );
    // the device keeps the purchase: the checkout and 'Meus Pedidos' find the credits
    expect(readDevicePacks()).toEqual(['tok-pack']);
  });

  it('shows nothing while the shop offers no pack', async () => {
    const api = mockApi({ 'GET /packs': { body: [] }, 'GET /products': { body: { products: [] } } });
    const { container } = renderWithProviders(<PacksSection />, { route: '/home' });
    await waitFor(() => expect(api.callsTo('GET', '/packs')).toHaveLength(1));
    expect(container.querySelector('.packs-section')).toBeNull();
  });
});

describe("'Pacotes aguardando pagamento'", () => {
  it("confirms a pack's payment and says the credits are granted", async () => {
    const waiting = staffPurchase();
    let confirmed = false;
    const api = mockApi({
      'GET /pack-purchases?status=awaiting_payment': () => ({ body: confirmed ? [] : [waiting] }),
      'POST /pack-purchases/pp-1/confirm': () => {
        confirmed = true;
        return { body: { ...waiting, status: 'active', remaining: 10 } };
      },
    });
    const onTouch = vi.fn();
    renderWithProviders(<AwaitingPacksPanel ringing={new Set(['pp-1'])} onTouch={onTouch} />, { route: '/pedidos' });
    const panel = await screen.findByRole('region', { name: 'Pacotes aguardando pagamento' });
    expect(panel).toHaveTextContent('(11) 98765-4321');
    // nobody looked at it yet: it calls for attention as a ringing order card does
    expect(within(panel).getByRole('listitem', { name: '10 Quentinhas M de Maria' })).toHaveClass('awaiting-packs__item--ringing');
    expect(panel).toHaveTextContent('R$ 219,00');
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Confirmar pagamento de Maria (10 Quentinhas M)' }),
    );
    expect(await screen.findByText('10 créditos liberados para Maria.')).toBeInTheDocument();
    // acting on it is looking at it: it stops ringing
    expect(onTouch).toHaveBeenCalledWith('pp-1');
    expect(api.callsTo('POST', '/pack-purchases/pp-1/confirm')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pacotes aguardando pagamento' })).toBeNull());
  });
});
