import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExpiringCreditDto, StaffPackPurchaseDto } from '@quentinha/shared/packs/types';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import CreditsPage from './credits-page';

// 'Créditos' (issue 30): R$ 139,90 for 10 boxes, 3 used -> R$ 97,93 back (DECISIONS 10.6).
const purchase: StaffPackPurchaseDto = {
  id: 'pp-1',
  pack_id: 'pk-1',
  pack_name: '10 Quentinhas M',
  product_id: 'p-q',
  product_name: 'Quentinha Tradicional',
  size: 'medio',
  quantity: 10,
  remaining: 7,
  status: 'active',
  price: 139.9,
  unit_price: 13.99,
  payment_method: 'pix',
  paid_at: '2026-04-13T15:00:00.000Z',
  expires_at: '2026-06-13T02:59:59.999Z',
  created_at: '2026-04-13T14:00:00.000Z',
  customer_name: 'Ana Souza',
  whatsapp: '11912345678',
  refund_amount: 97.93,
  tracking_token: 'tok-1',
  entries: [
    {
      kind: 'grant',
      quantity: 10,
      order_id: null,
      order_number: null,
      note: null,
      created_by_name: 'Dona Maria',
      at: '2026-04-13T15:00:00.000Z',
    },
    {
      kind: 'use',
      quantity: -3,
      order_id: '0f8e2c1a-7b3d-4c5e-9a10-5c2e7fd94820',
      order_number: 1042,
      note: null,
      created_by_name: 'Ana Souza',
      at: '2026-04-20T15:00:00.000Z',
    },
  ],
};

const expiring: ExpiringCreditDto = {
  purchase_id: 'pp-2',
  customer_id: 'c-2',
  customer_name: 'Bruno Lima',
  whatsapp: '21997776655',
  pack_name: '10 Quentinhas M',
  product_name: 'Quentinha Tradicional',
  size: 'medio',
  remaining: 4,
  expires_at: '2026-06-13T02:59:59.999Z',
  link: 'https://wa.me/5521997776655?text=Oi',
  marketing: 'opted_in',
};

function setup() {
  return mockApi({
    'GET /pack-purchases?phone=11912345678': { body: [purchase] },
    'GET /pack-purchases/expiring?days=7': {
      body: [expiring, { ...expiring, purchase_id: 'pp-3', customer_name: 'Carla', link: null, marketing: 'none' }],
    },
    'POST /pack-purchases/pp-1/refund': {
      body: { refund_amount: 97.93, purchase: { ...purchase, status: 'refunded', remaining: 0, refund_amount: null } },
    },
    'POST /pack-purchases/pp-1/extend': { body: purchase },
  });
}

describe("'Créditos'", () => {
  it("finds a number's packs with what is left, the expiry and the ledger", async () => {
    const api = setup();
    renderWithProviders(<CreditsPage />, { route: '/creditos' });
    await userEvent.type(screen.getByRole('textbox', { name: 'WhatsApp do cliente' }), '(11) 91234-5678');
    await userEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    const pack = await screen.findByRole('article', { name: '10 Quentinhas M de Ana Souza' });
    expect(api.callsTo('GET', '/pack-purchases?phone=')[0]!.path).toBe('/pack-purchases?phone=11912345678');
    expect(within(pack).getByText('restam 7 de 10')).toBeInTheDocument();
    expect(within(pack).getByText(/vence 12\/06\/2026/)).toBeInTheDocument();
    const ledger = within(pack).getByRole('table');
    expect(within(ledger).getByText('Crédito liberado')).toBeInTheDocument();
    expect(within(ledger).getByText('+10')).toBeInTheDocument();
    expect(within(ledger).getByText('-3')).toBeInTheDocument();
    expect(within(ledger).getByText('#d94820')).toBeInTheDocument();
  });

  it("'Reembolsar' shows the fair amount before the owner confirms, then asks the server", async () => {
    const api = setup();
    renderWithProviders(<CreditsPage />, { route: '/creditos?numero=11912345678' });
    const pack = await screen.findByRole('article', { name: '10 Quentinhas M de Ana Souza' });
    await userEvent.click(within(pack).getByRole('button', { name: 'Reembolsar' }));
    const dialog = await findDialog('Reembolsar');
    expect(within(dialog).getByText('R$ 139,90')).toBeInTheDocument();
    expect(within(dialog).getByText('Usadas: 3 × R$ 13,99')).toBeInTheDocument();
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('R$ 97,93');
    expect(api.callsTo('POST', '/pack-purchases')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso de R$ 97,93' }));
    expect(await screen.findByText('Devolva R$ 97,93 a Ana Souza.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/pack-purchases/pp-1/refund')).toHaveLength(1);
  });

  it("'Prorrogar' sends the days and the note", async () => {
    const api = setup();
    renderWithProviders(<CreditsPage />, { route: '/creditos?numero=11912345678' });
    const pack = await screen.findByRole('article', { name: '10 Quentinhas M de Ana Souza' });
    await userEvent.click(within(pack).getByRole('button', { name: 'Prorrogar' }));
    const dialog = await findDialog('Prorrogar validade');
    const days = within(dialog).getByLabelText('Dias a mais');
    await userEvent.clear(days);
    await userEvent.type(days, '15');
    await userEvent.type(within(dialog).getByLabelText('Observação (opcional)'), 'Viajou');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prorrogar' }));
    await waitFor(() => expect(api.callsTo('POST', '/pack-purchases/pp-1/extend')).toHaveLength(1));
    expect(api.callsTo('POST', '/pack-purchases/pp-1/extend')[0]!.body).toEqual({ days: 15, note: 'Viajou' });
  });

  it('lists the credits ending within 7 days, with a WhatsApp reminder only for those who opted in', async () => {
    setup();
    renderWithProviders(<CreditsPage />, { route: '/creditos' });
    const list = await screen.findByRole('region', { name: 'Vencem nos próximos 7 dias' });
    await within(list).findByText('Bruno Lima');
    expect(within(list).getByRole('link', { name: /Lembrar no WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5521997776655?text=Oi',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByText('Não recebe mensagens')).toBeInTheDocument();
  });
});
