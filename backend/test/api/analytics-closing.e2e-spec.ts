import Papa from 'papaparse';
import type { DashboardDto, OrderAnalysisDto } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { box, deliveredOrder, type DeliveryBed, drink, placeOrder } from '../support/delivered-orders.js';
import type { HttpClient } from '../support/http.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';

/**
 * Reports that show every centavo (DECISIONS 10.11): delivery fees in the dashboard, the order
 * analysis and its CSV over any status (cancelled included) with items, fee, cancel reason and
 * courier, on orders that went the real way today.
 */
describe('analytics for closing the day', () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  let ids: Record<string, string>;
  let today: string;
  const range = () => `start=${today}&end=${today}`;

  /** The CSV's rows without the byte-order mark, read as a spreadsheet reads them. */
  async function csv(query: string): Promise<string[][]> {
    const res = await fetch(`${admin.baseUrl}/api/analytics/orders.csv?${query}`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';', skipEmptyLines: true }).data;
  }

  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
    today = todaySaoPaulo();
    const d: DeliveryBed = { t: bed.t, c: bed.c, guest: bed.guest, admin, staff: bed.users.staff.http };
    const courier = await bed.f.newUser({ role: 'delivery', name: 'João Entregador' });
    ids = {
      // 2 x 20 + 6 + 7,50 = 53,50, delivered by João
      delivered: await deliveredOrder(
        d,
        { items: [box(bed.c, 'medio', 2), drink(bed.c)], payment: { method: 'cash', change_for: 100 } },
        courier,
      ),
      // 15, a pickup handed over at the counter
      pickup: await deliveredOrder(d, { items: [box(bed.c, 'pequeno')], payment: { method: 'pix' } }),
      cancelled: await placeOrder(d, { items: [drink(bed.c, 3)], payment: { method: 'cash' } }),
      pending: await placeOrder(d, { items: [drink(bed.c)], payment: { method: 'cash' } }),
    };
    const cancel = await admin.put(`/api/orders/${ids.cancelled}/status`, {
      status: 'cancelled',
      reason: 'Cliente desistiu',
    });
    expect(cancel.status).toBe(200);
  });
  afterAll(() => bed.t.close());

  it('the dashboard counts the delivery fees of its sales, and the product lines plus the fees make the revenue', async () => {
    const res = await admin.get<DashboardDto>(`/api/analytics/dashboard?period=custom&${range()}`);
    expect(res.status).toBe(200);
    expect(res.body.metrics).toMatchObject({ revenue: 68.5, orders: 2, delivery_fees: 7.5 });
    expect(res.body.revenue_by_product).toEqual([
      { name: 'Quentinha Tradicional', size: 'medio', quantity: 2, revenue: 40 },
      { name: 'Quentinha Tradicional', size: 'pequeno', quantity: 1, revenue: 15 },
      // one size only: no size word
      { name: 'Suco de Laranja', size: null, quantity: 1, revenue: 6 },
    ]);
    // 61,00 + 7,50 = 68,50
    const lines = res.body.revenue_by_product.reduce((sum, p) => sum + Math.round(p.revenue * 100), 0);
    expect(lines + 750).toBe(6850);
    expect(res.body.top_products.find((p) => p.name === 'Suco de Laranja')?.size).toBeNull();
  });

  it('the analysis filters by any status: cancelled orders alone', async () => {
    const res = await admin.get<OrderAnalysisDto>(`/api/analytics/orders?${range()}&status=cancelled`);
    expect(res.status).toBe(200);
    expect(res.body.matched).toBe(1);
    expect(res.body.cancelled).toEqual({ orders: 1, revenue: 18 });
    expect(res.body.sales.orders).toBe(0);
    const listed = await admin.get(`/api/orders?${range()}&status=cancelled`);
    expect(listed.body.data.map((o: { id: string }) => o.id)).toEqual([ids.cancelled]);
  });

  it("the CSV carries items, delivery fee, cancel reason and courier, ';'-separated with decimal commas", async () => {
    const rows = await csv(range());
    expect(rows[0]).toEqual([
      'Pedido',
      'Data',
      'Cliente',
      'WhatsApp',
      'Status',
      'Tipo',
      'Bairro',
      'Pagamento',
      'Total',
      'Itens',
      'Taxa de entrega',
      'Motivo do cancelamento',
      'Entregador',
    ]);
    expect(rows).toHaveLength(1 + 4);
    const row = (id: string) => rows.find((r) => r[0] === id.slice(-6))!;
    expect(row(ids.delivered).slice(4)).toEqual([
      'Entregue',
      'Entrega',
      'Centro',
      'Dinheiro',
      '53,50',
      '2x Quentinha Tradicional M (Arroz Branco); 1x Suco de Laranja',
      '7,50',
      '',
      'João Entregador',
    ]);
    expect(row(ids.pickup).slice(4)).toEqual([
      'Entregue',
      'Retirada',
      '',
      'PIX',
      '15,00',
      '1x Quentinha Tradicional P (Arroz Branco)',
      '0,00',
      '',
      '',
    ]);
    expect(row(ids.cancelled).slice(4)).toEqual([
      'Cancelado',
      'Retirada',
      '',
      'Dinheiro',
      '18,00',
      '3x Suco de Laranja',
      '0,00',
      'Cliente desistiu',
      '',
    ]);
  });

  it('the CSV of cancelled orders only lists them, with their reason', async () => {
    const rows = await csv(`${range()}&status=cancelado`);
    expect(rows.slice(1).map((r) => [r[0], r[4], r[11]])).toEqual([
      [ids.cancelled.slice(-6), 'Cancelado', 'Cliente desistiu'],
    ]);
  });
});
