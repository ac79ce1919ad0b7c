import { describe, expect, it } from 'vitest';
import { QUENTINHA_LINE } from '../testing/order-lines.js';
import { buildOrderMessage, capMessage, whatsappLink } from './order-message.js';

const order = {
  id: '9f1c2d3e-0000-4000-8000-00000a1b2c3d',
  customer_name: 'Maria Silva',
  whatsapp: '11987654321',
  created_at: '2024-03-07T15:30:00.000Z',
  is_delivery: true,
  delivery_address: 'Rua das Flores, 10',
  delivery_neighborhood: 'Centro',
  delivery_fee: 5,
  items: [
    QUENTINHA_LINE,
    { product_name: 'Coca-Cola', category: 'bebida', size: 'medio', quantity: 1, unit_price: 6, total_price: 6 },
  ],
  subtotal: 56,
  total_amount: 61,
  payment_method: 'cash',
  change_for: 100,
  notes: 'Portão azul',
};

describe('buildOrderMessage (SPEC section 7)', () => {
  it('writes the whole summary for a delivery', () => {
    expect(buildOrderMessage(order, 'https://quentinha.test/pedido/abc')).toBe(
      [
        '*Novo Pedido #1b2c3d*',
        '',
        '*Cliente:* Maria Silva',
        '*WhatsApp:* (11) 98765-4321',
        '*Data/Hora:* 07/03 12:30',
        '*Tipo:* Entrega',
        '*Endereço:* Rua das Flores, 10',
        '*Bairro:* Centro',
        '',
        '*Itens:*',
        '• 2x Quentinha G (Grande) - R$ 50,00',
        '  Pratos: Arroz, Feijão, Frango',
        '• 1x Coca-Cola - R$ 6,00',
        '',
        '*Subtotal:* R$ 56,00',
        '*Taxa de entrega:* R$ 5,00',
        '*Total:* R$ 61,00',
        '',
        '*Pagamento:* Dinheiro',
        '*Troco para:* R$ 100,00',
        '',
        '*Observações:* Portão azul',
        '',
        'Acompanhe seu pedido: https://quentinha.test/pedido/abc',
      ].join('\n'),
    );
  });

  it('leaves out address, fee, change and notes for a pix pickup', () => {
    const text = buildOrderMessage({ ...order, is_delivery: false, delivery_fee: 0, total_amount: 56, payment_method: 'pix', notes: null });
    expect(text).toContain('*Tipo:* Retirada no Local');
    expect(text).toContain('*Pagamento:* PIX');
    expect(text).toContain('*Total:* R$ 56,00');
    for (const absent of ['Endereço', 'Bairro', 'Taxa de entrega', 'Troco', 'Observações', 'Acompanhe']) {
      expect(text).not.toContain(absent);
    }
  });

  it('carries the PIX copia e cola when the order has one (DECISIONS 9.5)', () => {
    const code = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    const text = buildOrderMessage({ ...order, payment_method: 'pix', change_for: null, pix: { copia_e_cola: code, txid: 'PEDIDO1' } });
    expect(text).toContain(`*Pagamento:* PIX\n*PIX copia e cola:* ${code}`);
    expect(buildOrderMessage({ ...order, pix: null })).not.toContain('copia e cola');
  });

  it("names pack credits as the payment, never cash (DECISIONS 10.6)", () => {
    const allCredit = buildOrderMessage({ ...order, is_delivery: false, payment_method: 'credit', paid_with_credit: true, change_for: null });
    expect(allCredit).toContain('*Pagamento:* Crédito do pacote');
    expect(allCredit).not.toContain('Dinheiro');
    const some = buildOrderMessage({ ...order, payment_method: 'pix', paid_with_credit: true, change_for: null });
    expect(some).toContain('*Pagamento:* PIX · Pago com crédito');
  });

  it('says for when a scheduled order is (DECISIONS 9.3)', () => {
    const text = buildOrderMessage({ ...order, scheduled_for: '2026-11-24T15:15:00.000Z' });
    expect(text).toMatch(/\*Data\/Hora:\* .+\n\*Agendado para:\* 24\/11 12:15\n\*Tipo:\*/);
    expect(buildOrderMessage({ ...order, scheduled_for: null })).not.toContain('Agendado');
  });

  it("lists a box's paid extras under its dishes (DECISIONS 10.10)", () => {
    const withExtra = { ...order, items: [{ ...QUENTINHA_LINE, extras: [{ id: 'x1', name: 'Ovo frito', price: 3 }, { id: 'x2', name: 'Bacon', price: 4.5 }] }] };
    expect(buildOrderMessage(withExtra)).toMatch(/ {2}Pratos: .+\n {2}Adicionais: Ovo frito \(\+R\$ 3,00\), Bacon \(\+R\$ 4,50\)\n/);
    expect(buildOrderMessage(order)).not.toContain('Adicionais');
  });

  it('accepts an already read order', async () => {
    const { readOrder } = await import('../orders/order-reader.js');
    expect(buildOrderMessage(readOrder(order))).toBe(buildOrderMessage(order));
  });

  it('caps the text at 2000 characters plus ...', () => {
    const long = buildOrderMessage({ ...order, notes: 'x'.repeat(3000) });
    expect(long).toHaveLength(2003);
    expect(long.endsWith('...')).toBe(true);
    expect(capMessage('abc', 5)).toBe('abc');
    expect(capMessage('abcdef', 5)).toBe('abcde...');
  });

  it('keeps the tracking link whole at the end of a message it cuts (issue 24)', () => {
    const url = 'https://quentinha.test/acompanhar/8Zq3xYtQ_abcdefghijklmnopqrstuvwxyz0123456';
    const long = buildOrderMessage({ ...order, notes: 'x'.repeat(3000) }, url);
    expect(long).toHaveLength(2003);
    expect(long.endsWith(`x...\n\nAcompanhe seu pedido: ${url}`)).toBe(true);
    // a short one reads as before: the link last, after the notes
    expect(buildOrderMessage(order, url).endsWith(`*Observações:* Portão azul\n\nAcompanhe seu pedido: ${url}`)).toBe(true);
  });
});

describe('whatsappLink', () => {
  it.each([
    ['(11) 98765-4321', 'https://wa.me/5511987654321?text=Ol%C3%A1%20*%231*%0Atudo'],
    ['+55 11 98765-4321', 'https://wa.me/5511987654321?text=Ol%C3%A1%20*%231*%0Atudo'],
    ['1134567890', 'https://wa.me/551134567890?text=Ol%C3%A1%20*%231*%0Atudo'],
  ])('%s', (number, expected) => {
    expect(whatsappLink(number, 'Olá *#1*\ntudo')).toBe(expected);
  });

  it.each(['', '123456789', 'abc'])('refuses %j', (number) => {
    expect(() => whatsappLink(number, 'x')).toThrowError('Número inválido');
  });
});
