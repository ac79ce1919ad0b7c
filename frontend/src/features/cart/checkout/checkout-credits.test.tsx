import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import type { PackPurchaseDto } from '@quentinha/shared/packs/types';
import { line, product } from '@/testing/fixtures';
import { mockApi, type MockResponse } from '@/testing/mock-api';
import { findDialog, renderWithProviders, testStore } from '@/testing/render';
import { DEVICE_PACKS_KEY } from '@/components/packs/device-packs';
import { CartPanel } from '../cart-panel';

// Issue 30: a box paid with a pack credit costs R$ 0,00 at the checkout; the order asks for it
// with the item's use_credit (and a guest's 6-digit code).

const placed = {
  id: '7f9c2b1e-0000-4000-8000-00000000abc123',
  order_number: 7,
  customer_name: 'Maria',
  whatsapp: '11987654321',
  items: [],
  subtotal: 0,
  delivery_fee: 0,
  total_amount: 0,
  status: 'confirmed',
  payment_method: 'credit',
  is_delivery: false,
  tracking_token: 'tok-order',
  created_at: '2026-06-01T15:00:00Z',
} as unknown as OrderDto;

const batch = (over: Partial<PackPurchaseDto> = {}): PackPurchaseDto => ({
  id: 'pp-1',
  pack_id: 'pk-1',
  pack_name: '10 Quentinhas P',
  product_id: 'p-quentinha',
  product_name: 'Quentinha',
  size: 'pequeno',
  quantity: 10,
  remaining: 7,
  status: 'active',
  price: 139.9,
  unit_price: 13.99,
  payment_method: 'pix',
  paid_at: '2026-04-13T15:00:00.000Z',
  // the last instant of 12/06 in Sao Paulo
  expires_at: '2026-06-13T02:59:59.999Z',
  created_at: '2026-04-13T14:00:00.000Z',
  entries: [],
  ...over,
});

function setup(me: MockResponse, more: Record<string, MockResponse> = {}) {
  const api = mockApi({
    'GET /auth/me': me,
    'POST /auth/refresh': { status: 401, body: {} },
    'GET /products': { body: { products: [product({ extras: [{ id: 'x-ovo', name: 'Ovo', price: 3, cost: 1 }] })] } },
    'GET /settings/public': { body: { business_name: 'Quentinha', whatsapp_number: '11999990000', banner_url: null } },
    'GET /neighborhoods': { body: [] },
    'GET /dishes': { body: [] },
    'POST /orders': { status: 201, body: { data: placed } },
    ...more,
  });
  // a box with a paid extra: the credit pays the box, the extra stays to pay
  renderWithProviders(<CartPanel />, {
    store: testStore([line({ quantity: 2, price: 18, extras: [{ id: 'x-ovo', name: 'Ovo', price: 3 }] })]),
  });
  return api;
}

async function openCheckout() {
  await userEvent.click(screen.getByRole('button', { name: /Abrir carrinho/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Finalizar Pedido' }));
  return findDialog('Finalizar Pedido');
}

const customer = { body: { user: { id: 'c1', name: 'Maria', role: 'customer', phone: '(11) 98765-4321' } } };
const guest = { status: 401, body: { message: 'Não autenticado' } };

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
  sessionStorage.clear();
  localStorage.clear();
});

describe('checkout: credits of a pack', () => {
  it("offers a customer's own credits; ticked, the boxes cost R$ 0,00 and the order asks for them", async () => {
    const api = setup(customer, { 'GET /me/credits': { body: [batch()] } });
    const dialog = await openCheckout();
    const choice = await within(dialog).findByRole('checkbox', {
      name: /Usar crédito do pacote \(restam 7 · vence 12\/06\)/,
    });
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('R$ 36,00');

    await userEvent.click(choice);
    // 2 boxes at R$ 15,00 paid by credit; the two eggs (R$ 3,00 each) are still paid
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('R$ 6,00');
    expect(within(dialog).getByTestId('credit-line-price')).toHaveTextContent('R$ 6,00');
    // an account needs no code
    expect(within(dialog).queryByLabelText(/Código do pacote/)).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Pedido' }));
    await waitFor(() => expect(api.callsTo('POST', '/orders')).toHaveLength(1));
    const body = api.callsTo('POST', '/orders')[0]!.body as { items: { use_credit?: boolean }[]; credit_code?: string };
    expect(body.items[0]!.use_credit).toBe(true);
    expect(body.credit_code).toBeUndefined();
  });

  it('offers nothing when the credits left are fewer than the boxes', async () => {
    setup(customer, { 'GET /me/credits': { body: [batch({ remaining: 1 })] } });
    const dialog = await openCheckout();
    await within(dialog).findByLabelText('Seu nome');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /Usar crédito/ })).toBeNull());
  });

  it("asks a guest for the pack's 6-digit code and sends it with the order", async () => {
    localStorage.setItem(DEVICE_PACKS_KEY, JSON.stringify(['tok-pack']));
    const api = setup(guest, {
      'GET /pack-purchases/track/tok-pack': { body: { ...batch({ remaining: 9 }), customer_name: 'Maria' } },
    });
    const dialog = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Seu nome'), 'Maria');
    await userEvent.type(within(dialog).getByLabelText('WhatsApp (DDD + número)'), '11987654321');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /restam 9 · vence 12\/06/ }));

    const code = within(dialog).getByLabelText('Código do pacote (6 dígitos)');
    await userEvent.type(code, '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Pedido' }));
    expect(await within(dialog).findByText('O código do pacote tem 6 dígitos.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/orders')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Pedido' }));
    await waitFor(() => expect(api.callsTo('POST', '/orders')).toHaveLength(1));
    const body = api.callsTo('POST', '/orders')[0]!.body as { items: { use_credit?: boolean }[]; credit_code?: string };
    expect(body.items[0]!.use_credit).toBe(true);
    expect(body.credit_code).toBe('482913');
  });

  it('lets a guest with no pack on this device still type a code', async () => {
    setup(guest);
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tenho um pacote de quentinhas' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Usar crédito do pacote/ }));
    expect(within(dialog).getByLabelText('Código do pacote (6 dígitos)')).toBeInTheDocument();
  });
});
