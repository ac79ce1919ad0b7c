import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourierShiftDto } from '@/api/couriers';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import DeliveriesPage from './deliveries-page';
import { buildShiftCsv } from './shift-figures';

const carlos = makeUser({ id: 'u-carlos', role: 'delivery', name: 'Carlos', email: 'carlos@q.test' });

// three deliveries: cash R$ 32 paid with R$ 50 (R$ 18 change), card R$ 25,50, PIX R$ 40;
// fees R$ 5 + R$ 6 + R$ 4,50. He owes the shop the cash order's R$ 32 (the change came out of
// the customer's note), not R$ 50 nor R$ 14.
const SHIFT: CourierShiftDto = {
  date: '2026-03-02',
  courier: { id: 'u-carlos', name: 'Carlos Júnior' },
  deliveries: 3,
  cash_collected: 32,
  cash_received: 0,
  cash_to_hand_in: 32,
  delivery_fees: 15.5,
  cash_receipts: [],
  change_given: 18,
  card_total: 25.5,
  pix_total: 40,
  total: 97.5,
  orders: [
    { id: '9b2f5c1e-0000-4000-8000-00000ad94820', order_number: 101, customer_name: 'Maria', delivery_neighborhood: 'Centro', payment_method: 'cash', total_amount: 32, change_for: 50, delivery_fee: 5, delivered_at: '2026-03-02T15:05:00.000Z' },
    { id: '9b2f5c1e-0000-4000-8000-00000a51b0c7', order_number: 102, customer_name: 'João', delivery_neighborhood: 'Pinheiros', payment_method: 'credit_card', total_amount: 25.5, change_for: null, delivery_fee: 6, delivered_at: '2026-03-02T15:40:00.000Z' },
    { id: '9b2f5c1e-0000-4000-8000-00000a7e3f19', order_number: 103, customer_name: '=Lia', delivery_neighborhood: 'Centro', payment_method: 'pix', total_amount: 40, change_for: null, delivery_fee: 4.5, delivered_at: '2026-03-02T16:10:00.000Z' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("'Meu Turno'", () => {
  it("shows the courier's day from the server's figures, each order listed", async () => {
    const api = stubApi(() => [], undefined, (url) => (url.includes('/couriers/shift') ? SHIFT : []));
    renderBoard(<DeliveriesPage />, { user: carlos });
    await userEvent.click(await screen.findByText('Meu Turno'));

    const figure = (label: string) => screen.getByRole('group', { name: label });
    expect(await within(await screen.findByRole('group', { name: 'Entregas' })).findByText('3')).toBeInTheDocument();
    expect(figure('A prestar à loja')).toHaveTextContent('R$ 32,00');
    expect(figure('Taxas de entrega')).toHaveTextContent('R$ 15,50');
    // the old figure read as if he had R$ 32 of his own: gone
    expect(screen.queryByRole('group', { name: 'Dinheiro recebido' })).toBeNull();
    expect(figure('Troco entregue')).toHaveTextContent('R$ 18,00');
    expect(figure('Cartão')).toHaveTextContent('R$ 25,50');
    expect(figure('PIX')).toHaveTextContent('R$ 40,00');
    expect(figure('Total')).toHaveTextContent('R$ 97,50');
    const rows = within(screen.getByRole('list', { name: 'Pedidos entregues' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('12:05');
    // the reference every card, ticket and the tracking page show (DECISIONS 10.9), not the number
    expect(rows[0]).toHaveTextContent('#d94820 Maria');
    expect(rows[0]).toHaveTextContent('Troco R$ 18,00');
    expect(rows[0]).toHaveTextContent('Taxa R$ 5,00');
    expect(rows[1]).toHaveTextContent('Crédito');
    // a courier reads his own shift: no courier id sent
    const call = api.calls.find((c) => c.url.includes('/couriers/shift'))!;
    expect(call.url).toMatch(/\/couriers\/shift\?date=\d{4}-\d{2}-\d{2}$/);
  });

  it("lets the admin read any courier's shift: 'Turnos' with the courier and the day", async () => {
    const api = stubApi(
      () => [],
      undefined,
      (url) =>
        url.includes('/couriers/shift')
          ? SHIFT
          : url.endsWith('/couriers')
            ? [{ id: 'u-carlos', name: 'Carlos Júnior', phone: null, online: false, active_orders: 0 }]
            : [],
    );
    renderBoard(<DeliveriesPage />, { user: makeUser() });
    await userEvent.click(await screen.findByText('Turnos'));
    expect(await screen.findByRole('group', { name: 'Total' })).toHaveTextContent('R$ 97,50');
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeEnabled();
    const call = api.calls.find((c) => c.url.includes('/couriers/shift'))!;
    expect(call.url).toMatch(/\/couriers\/shift\?date=\d{4}-\d{2}-\d{2}&courier_id=u-carlos$/);
  });

  it("lets the owner take a courier's cash: all he owes by default, never more", async () => {
    const COURIERS = [{ id: 'u-carlos', name: 'Carlos Júnior', phone: null, online: false, active_orders: 0 }];
    const api = stubApi(
      () => [],
      () => [201, { courier: SHIFT.courier, date: SHIFT.date, deliveries: 3, cash_collected: 32, cash_received: 32, cash_to_hand_in: 0, delivery_fees: 15.5, receipts: [] }],
      (url) =>
        url.includes('/couriers/shift')
          ? SHIFT
          : url.includes('/couriers/cash')
            ? [{ courier: SHIFT.courier, date: SHIFT.date, deliveries: 3, cash_collected: 32, cash_received: 0, cash_to_hand_in: 32, delivery_fees: 15.5, receipts: [] }]
            : url.endsWith('/couriers')
              ? COURIERS
              : [],
    );
    renderBoard(<DeliveriesPage />, { user: makeUser() });
    await userEvent.click(await screen.findByText('Turnos'));
    expect(await screen.findByRole('group', { name: 'A prestar à loja' })).toHaveTextContent('R$ 32,00');
    // every courier of the day at a glance, each with what he owes and earned
    const line = await within(screen.getByRole('region', { name: 'Acerto dos Entregadores' })).findByRole('row', { name: /Carlos Júnior/ });
    expect(line).toHaveTextContent('R$ 32,00');
    expect(line).toHaveTextContent('R$ 15,50');
    await userEvent.click(within(line).getByRole('button', { name: 'Receber dinheiro de Carlos Júnior' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Valor recebido');
    expect(amount).toHaveValue('32,00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await within(dialog).findByText('O valor é maior do que o entregador tem a prestar (R$ 32,00).')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByText('Dinheiro recebido')).toBeInTheDocument();
    const write = api.calls.find((c) => c.method === 'POST')!;
    expect(write.url).toMatch(/\/couriers\/u-carlos\/cash-received$/);
    expect(write.body).toEqual({ amount: 32, date: '2026-03-02' });
  });

  it('exports the shift as turno-{courier}-{day}.csv, amounts in Brazilian format', () => {
    const file = buildShiftCsv(SHIFT);
    expect(file.filename).toBe('turno-carlos-junior-2026-03-02.csv');
    const lines = file.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('A prestar à loja (R$);32,00');
    expect(lines).toContain('Taxas de entrega (R$);15,50');
    expect(lines).toContain('Troco entregue (R$);18,00');
    expect(lines).toContain('Total (R$);97,50');
    expect(lines).toContain('#d94820;12:05;Maria;Centro;Dinheiro;32,00;18,00;5,00');
    // a name that looks like a formula is not run by the spreadsheet
    expect(lines).toContain(`#7e3f19;13:10;"'=Lia";Centro;PIX;40,00;0,00;4,50`);
  });
});
