import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { editableStatus } from './edit-order-dialog';

describe('edit dialog statuses', () => {
  it("leaves 'Em Rota' and 'Cancelado' to their own dialogs, and follows the shared rule", () => {
    const ready = makeOrder({ status: 'ready', is_delivery: true });
    expect(editableStatus(ready, 'pronto')).toBe(true);
    expect(editableStatus(ready, 'entregue')).toBe(true);
    expect(editableStatus(ready, 'em_rota')).toBe(false); // needs a courier
    expect(editableStatus(ready, 'cancelado')).toBe(false); // needs 'Cancelar Pedido'
    const cancelled = makeOrder({ status: 'cancelled', cancel_reason: 'Pedido duplicado' });
    expect(editableStatus(cancelled, 'cancelado')).toBe(true); // the current one stays selectable
  });
});
