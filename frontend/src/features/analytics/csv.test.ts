import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makeItem, makeOrder } from '@/components/order-board/testing/order-fixtures';
import { BOM } from '@/components/csv/spreadsheet-csv';
import { buildOrdersCsv, csvFileName, CSV_HEADER } from './csv';

describe('analysis CSV', () => {
  it("is named 'analise-pedidos-{today in Sao Paulo}.csv'", () => {
    // 01:30 UTC on the 1st of April is still the 31st of March in Sao Paulo
    expect(csvFileName(new Date('2026-04-01T01:30:00Z'))).toBe('analise-pedidos-2026-03-31.csv');
  });

  it('starts with a byte-order mark and separates with semicolons', () => {
    const csv = buildOrdersCsv([]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(CSV_HEADER.join(';'));
    expect(CSV_HEADER).toEqual([
      'Pedido',
      'Data',
      'Cliente',
      'WhatsApp',
      'Status',
      'Tipo',
      'Bairro',
      'Pagamento',
      'Total',
    ]);
  });

  it('writes one row per order with Brazilian dates, labels and amounts', () => {
    const delivery = makeOrder({
      id: '7f3a9c2e-1b4d-4e8f-9a6b-5c4d3e2f1a0b',
      customer_name: 'Maria; da Silva',
      whatsapp: '11987654321',
      status: 'delivering',
      is_delivery: true,
      delivery_neighborhood: 'Centro',
      payment_method: 'credit_card',
      total_amount: 1234.5,
      created_at: '2026-03-10T15:05:00.000Z', // 12:05 in Sao Paulo
      items: [makeItem()],
    });
    const pickup = makeOrder({
      id: '00000000-0000-4000-8000-0000000abc12',
      customer_name: 'João',
      status: 'pending',
      is_delivery: false,
      delivery_neighborhood: 'Ignorado',
      payment_method: 'cash',
      total_amount: 20,
      created_at: 'not a date',
    });
    const csv = buildOrdersCsv([delivery, pickup]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '2f1a0b;10/03/2026 12:05;"Maria; da Silva";11987654321;Em Rota;Entrega;Centro;Crédito;1.234,50',
    );
    expect(lines[2]).toBe('0abc12;N/A;João;11987654321;Aguardando Confirmação;Retirada;;Dinheiro;20,00');
    // a spreadsheet reads it back into the same fields
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' });
    expect(parsed.data[1]?.[2]).toBe('Maria; da Silva');
  });

  it('does not let a customer name run as a spreadsheet formula', () => {
    const csv = buildOrdersCsv([makeOrder({ customer_name: '=HYPERLINK("x")' })]);
    expect(csv).not.toMatch(/;=HYPERLINK/);
    expect(csv).toContain(`'=HYPERLINK`);
  });
});
