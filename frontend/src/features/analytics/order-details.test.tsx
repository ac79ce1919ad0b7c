import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { OrderDetails } from './order-details';

describe('OrderDetails history', () => {
  it("shows why an order was cancelled as 'Cancelado: {reason}'", () => {
    const at = '2026-03-10T15:00:00.000Z';
    render(
      <OrderDetails
        order={makeOrder({
          status: 'cancelled',
          cancel_reason: 'Prato esgotado',
          status_history: [
            { from: null, to: 'pending', at, by_user_id: null, by_name: 'Site', reason: null },
            { from: 'pending', to: 'cancelled', at, by_user_id: 'u1', by_name: 'Carlos', reason: 'Prato esgotado' },
          ],
        })}
      />,
    );
    expect(screen.getByText('Cancelado: Prato esgotado')).toBeInTheDocument();
  });
});
