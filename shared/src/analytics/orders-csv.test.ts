import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { getTimezoneOffset } from 'date-fns-tz';
import { BOM, toSpreadsheetCsv, spreadsheetCsvLines } from '../csv/spreadsheet-csv.js';
import { SAO_PAULO_UTC_OFFSET_MS, TIME_ZONE } from '../dates/sao-paulo.js';
import {
  ORDERS_CSV_HEADER,
  orderCsvRow,
  orderItemsText,
  ordersCsvFileName,
  type OrderCsvSource,
} from './orders-csv.js';

const order = (patch: Partial<OrderCsvSource>): OrderCsvSource => ({
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-03-10T15:05:00.000Z',
  customer_name: 'Ana',
  whatsapp: '11987654321',
  status: 'delivered',
  is_delivery: false,
  delivery_neighborhood: null,
  payment_method: 'pix',
  total_amount: 20,
  ...patch,
});

describe('analysis CSV', () => {
  it("is named 'analise-pedidos-{today in Sao Paulo}.csv'", () => {
    // 01:30 UTC on the 1st of April is still the 31st of March in Sao Paulo
    expect(ordersCsvFileName(new Date('2026-04-01T01:30:00Z'))).toBe('analise-pedidos-2026-03-31.csv');
  });

  it('writes one row per order with Brazilian dates, labels and amounts', () => {
    const delivery = order({
      id: '7f3a9c2e-1b4d-4e8f-9a6b-5c4d3e2f1a0b',
      customer_name: 'Maria; da Silva',
      status: 'delivering',
      is_delivery: true,
      delivery_neighborhood: 'Centro',
      payment_method: 'credit_card',
      total_amount: 1234.5,
      items: '2x Quentinha M (Frango, Arroz)',
      delivery_fee: 7.5,
      courier_name: 'João Entregador',
      created_at: Date.parse('2026-03-10T15:05:00.000Z'), // 12:05 in Sao Paulo, as the server stores it
    });
    const pickup = order({
      id: '00000000-0000-4000-8000-0000000abc12',
      customer_name: 'João',
      status: 'cancelled',
      cancel_reason: 'Cliente desistiu',
      delivery_neighborhood: 'Ignorado',
      payment_method: 'cash',
      created_at: 'not a date',
    });
    const csv =
      toSpreadsheetCsv([ORDERS_CSV_HEADER]) + '\r\n' + spreadsheetCsvLines([delivery, pickup].map(orderCsvRow));
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Pedido;Data;Cliente;WhatsApp;Status;Tipo;Bairro;Pagamento;Total;Itens;Taxa de entrega;Motivo do cancelamento;Entregador',
      '2f1a0b;10/03/2026 12:05;"Maria; da Silva";11987654321;Em Rota;Entrega;Centro;Crédito;1.234,50;2x Quentinha M (Frango, Arroz);7,50;;João Entregador',
      '0abc12;N/A;João;11987654321;Cancelado;Retirada;;Dinheiro;20,00;;0,00;Cliente desistiu;',
      '',
    ]);
    // a spreadsheet reads it back into the same fields
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data[1]?.[2]).toBe('Maria; da Silva');
  });

  it('lists the items in one cell: boxes with size letter, dishes and extras; drinks without a size word', () => {
    expect(
      orderItemsText([
        {
          product_name: 'Quentinha',
          category: 'quentinha',
          size: 'medio',
          quantity: 2,
          chosen_dishes: ['Frango', 'Arroz'],
          extras: [{ name: 'Ovo frito' }],
        },
        {
          product_name: 'Suco de Caju',
          category: 'bebida',
          size: 'medio',
          quantity: 1,
          chosen_dishes: [],
          extras: null,
        },
      ]),
    ).toBe('2x Quentinha M (Frango, Arroz) + Ovo frito; 1x Suco de Caju');
    expect(orderItemsText([])).toBe('');
  });

  it('does not let a customer name run as a spreadsheet formula', () => {
    const csv = spreadsheetCsvLines([orderCsvRow(order({ customer_name: '=HYPERLINK("x")' }))]);
    expect(csv).not.toMatch(/;=HYPERLINK/);
    expect(csv).toContain(`'=HYPERLINK`);
  });
});

describe('Sao Paulo offset used by the reports in SQL', () => {
  it('matches the time-zone database on every day since 2020 and for the next years', () => {
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000)
      expect(getTimezoneOffset(TIME_ZONE, new Date(t))).toBe(SAO_PAULO_UTC_OFFSET_MS);
  });
});
