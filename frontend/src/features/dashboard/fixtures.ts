import type { DashboardDto, ReportsDto } from '@quentinha/shared/api/types';
import { makeItem, makeOrder } from '@/components/order-board/testing/order-fixtures';

/** A March 2026 dashboard as the server would answer it. */
export function makeDashboard(overrides: Partial<DashboardDto> = {}): DashboardDto {
  return {
    range: { start_day: '2026-03-01', end_day: '2026-03-03' },
    metrics: {
      revenue: 1234.56,
      orders: 42,
      product_cost: 800,
      expenses: 282.7,
      net_profit: 151.86,
      margin_percent: 12.3,
      delivery_fees: 52.56,
      receivable: 0,
    },
    // every product sold, plus the delivery fees: the revenue (R$ 1.234,56)
    revenue_by_product: [
      { name: 'Quentinha Tradicional', size: 'grande', quantity: 18, revenue: 540 },
      { name: 'Quentinha Fit', size: 'pequeno', quantity: 30, revenue: 600 },
      { name: 'Refrigerante Lata', size: null, quantity: 7, revenue: 42 },
    ],
    sales_by_day: [
      { day: '2026-03-01', revenue: 400, orders: 14 },
      { day: '2026-03-02', revenue: 0, orders: 0 },
      { day: '2026-03-03', revenue: 834.56, orders: 28 },
    ],
    top_products: [
      {
        name: 'Quentinha Tradicional',
        size: 'grande',
        quantity: 18,
        revenue: 540,
        profit: 234.5,
        previous_quantity: 12,
      },
      { name: 'Quentinha Fit', size: 'pequeno', quantity: 9, revenue: 180, profit: 1020.25, previous_quantity: 10 },
      { name: 'Refrigerante Lata', size: null, quantity: 7, revenue: 42, profit: 21, previous_quantity: 0 },
    ],
    recent_orders: [
      makeOrder({
        customer_name: 'Maria Souza',
        whatsapp: '11912345678',
        status: 'preparing',
        // 15:05 UTC is 12:05 in São Paulo
        created_at: '2026-03-03T15:05:00.000Z',
        items: [makeItem({ quantity: 2 }), makeItem({ product_name: 'Suco', category: 'bebida', quantity: 1 })],
        total_amount: 57.9,
      }),
      makeOrder({
        customer_name: 'João Lima',
        whatsapp: '11998887777',
        status: 'delivered',
        // 01:30 UTC on the 3rd is still the 2nd, 22:30, in São Paulo
        created_at: '2026-03-03T01:30:00.000Z',
        items: [makeItem({ quantity: 1 })],
        total_amount: 25,
      }),
    ],
    // 26-28 February: the three days before
    previous: {
      range: { start_day: '2026-02-26', end_day: '2026-02-28' },
      revenue: 1000,
      orders: 42,
      net_profit: 200,
      margin_percent: 20,
    },
    open: { orders: 3, revenue: 75.5 },
    cancelled: { orders: 1, revenue: 30 },
    packs: { sold: 0, revenue: 0, credits_outstanding: 0 },
    ...overrides,
  };
}

/** 'Relatórios' of the same March days. */
export function makeReports(overrides: Partial<ReportsDto> = {}): ReportsDto {
  return {
    range: { start_day: '2026-03-01', end_day: '2026-03-03' },
    orders: 42,
    average_ticket: 29.39,
    dishes: [
      { dish: 'Arroz', portions: 40 },
      { dish: 'Feijão', portions: 35 },
      { dish: 'Frango Grelhado', portions: 12 },
    ],
    by_hour: [
      { weekday: 0, hour: 11, orders: 4 },
      { weekday: 2, hour: 12, orders: 9 },
      { weekday: 5, hour: 19, orders: 2 },
    ],
    customers: { total: 30, returning: 12, new: 18 },
    kitchen: { orders: 40, average_minutes: 18.4 },
    couriers: [
      { courier: 'Carlos', deliveries: 20, average_minutes: 22.6 },
      { courier: 'Bruna', deliveries: 8, average_minutes: null },
    ],
    ...overrides,
  };
}
