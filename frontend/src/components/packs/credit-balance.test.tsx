import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import type { PackPurchaseDto } from '@quentinha/shared/packs/types';
import { CreditBalance } from './credit-balance';
import { creditText, PaymentWithCredit } from './paid-with-credit';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const batch = (over: Partial<PackPurchaseDto> = {}): PackPurchaseDto => ({
  id: 'pp-1',
  pack_id: 'pk-1',
  pack_name: '10 Quentinhas M',
  product_id: 'p-q',
  product_name: 'Quentinha Tradicional',
  size: 'medio',
  quantity: 10,
  remaining: 9,
  status: 'active',
  price: 179,
  unit_price: 17.9,
  payment_method: 'pix',
  paid_at: '2026-04-13T15:00:00.000Z',
  expires_at: inDays(30),
  created_at: '2026-04-13T14:00:00.000Z',
  entries: [
    {
      kind: 'grant',
      quantity: 10,
      order_id: null,
      order_number: null,
      note: null,
      created_by_name: null,
      at: '2026-04-13T15:00:00.000Z',
    },
    {
      kind: 'use',
      quantity: -1,
      order_id: '0f8e2c1a-7b3d-4c5e-9a10-5c2e7fd94820',
      order_number: 1042,
      note: null,
      created_by_name: null,
      at: '2026-04-20T15:00:00.000Z',
    },
  ],
  ...over,
});

describe("'Meu saldo'", () => {
  it('shows what is left of each pack, its expiry and each use', () => {
    render(
      <MemoryRouter>
        <CreditBalance purchases={[batch()]} />
      </MemoryRouter>,
    );
    const pack = within(screen.getByRole('region', { name: 'Meu saldo' })).getByRole('listitem', {
      name: '10 Quentinhas M',
    });
    expect(within(pack).getByText('restam 9 de 10')).toBeInTheDocument();
    expect(within(pack).getByText(/Quentinha Tradicional M · vence \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    expect(within(pack).getByText('Usos (1)')).toBeInTheDocument();
    expect(within(pack).getByText('Usado · pedido #d94820 · 1 quentinha · 20/04')).toBeInTheDocument();
    expect(within(pack).queryByText(/vence em/)).toBeNull();
  });

  it("warns 'vence em N dias' within the last week", () => {
    render(
      <MemoryRouter>
        <CreditBalance purchases={[batch({ expires_at: inDays(5) })]} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^vence em [45] dias$/)).toBeInTheDocument();
  });

  it('says a pack waits for the payment before any credit', () => {
    render(
      <MemoryRouter>
        <CreditBalance
          purchases={[
            batch({ status: 'awaiting_payment', remaining: 0, paid_at: null, expires_at: null, entries: [] }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByText('Os créditos aparecem quando a loja confirmar o pagamento.')).toBeInTheDocument();
  });
});

describe("'Pago com crédito' on the cards", () => {
  const order = (over: Partial<OrderDto>) => ({ payment_method: 'pix', paid_with_credit: false, ...over }) as OrderDto;

  it('replaces the method when credits paid everything, and stands beside it otherwise', () => {
    const { rerender } = render(
      <PaymentWithCredit order={order({ payment_method: 'credit', paid_with_credit: true })} label="Dinheiro" />,
    );
    expect(screen.getByTestId('paid-with-credit')).toHaveTextContent('Pago com crédito');
    expect(screen.queryByText(/Dinheiro/)).toBeNull();
    rerender(<PaymentWithCredit order={order({ paid_with_credit: true })} label="PIX" />);
    expect(screen.getByText(/PIX ·/)).toBeInTheDocument();
    expect(screen.getByTestId('paid-with-credit')).toBeInTheDocument();
    rerender(<PaymentWithCredit order={order({})} label="PIX" />);
    expect(screen.queryByTestId('paid-with-credit')).toBeNull();
    expect(creditText(order({}))).toBeNull();
  });
});
