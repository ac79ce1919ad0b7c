import { describe, expect, it } from 'vitest';
import { brCodeText, buildBrCode, crc16, hasValidCrc, parseBrCode, tlv } from './br-code.js';

// The static example of the Banco Central's 'Manual de Padrões para Iniciação do Pix'.
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// A published dynamic code (URL in ID 26 instead of a key), checked for its CRC only.
const PUBLISHED_DYNAMIC =
  '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-2019630445C8';

describe('BR Code', () => {
  it('computes CRC16-CCITT-FALSE: the check value and published codes', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(crc16(PUBLISHED_DYNAMIC.slice(0, -4))).toBe('45C8');
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
    expect(hasValidCrc(`${BCB_EXAMPLE.slice(0, -1)}E`)).toBe(false);
  });

  it("rebuilds the manual's example exactly", () => {
    expect(buildBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(BCB_EXAMPLE);
  });

  it('writes the amount with 2 decimals and a dot, and every TLV length right', () => {
    const code = buildBrCode({ key: '+5511987654321', merchantName: 'Quentinha da Maria', merchantCity: 'São Paulo', amount: 37.5, txid: 'PEDIDO-123' });
    const fields = parseBrCode(code);
    expect(fields.map((f) => f.id)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    const byId = Object.fromEntries(fields.map((f) => [f.id, f.value]));
    expect(byId['54']).toBe('37.50');
    expect(parseBrCode(byId['26'])).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: '+5511987654321' },
    ]);
    expect(byId['60']).toBe('Sao Paulo');
    expect(parseBrCode(byId['62'])).toEqual([{ id: '05', value: 'PEDIDO123' }]);
    expect(hasValidCrc(code)).toBe(true);
    expect(buildBrCode({ key: 'a@b.co', merchantName: 'X', merchantCity: 'Y', amount: 1200 })).toContain('54071200.00');
  });

  it('strips accents and cuts name (25) and city (15), never refusing them', () => {
    expect(brCodeText('Ação & Feijão Çá', 25)).toBe('Acao & Feijao Ca');
    const code = buildBrCode({
      key: '52998224725',
      merchantName: 'Restaurante e Marmitaria Famíliar da Vó Joana',
      merchantCity: 'São José dos Campos',
      amount: 10,
    });
    const byId = Object.fromEntries(parseBrCode(code).map((f) => [f.id, f.value]));
    expect(byId['59']).toBe('Restaurante e Marmitaria');
    expect(byId['59'].length).toBeLessThanOrEqual(25);
    expect(byId['60']).toBe('Sao Jose dos Ca');
    expect(hasValidCrc(code)).toBe(true);
  });

  it('gives a name or city typed only in characters the code cannot carry a stand-in, never an empty field', () => {
    const code = buildBrCode({ key: '52998224725', merchantName: '🍱🍲', merchantCity: '東京', amount: 10 });
    const byId = Object.fromEntries(parseBrCode(code).map((f) => [f.id, f.value]));
    expect(byId['59']).toBe('RECEBEDOR PIX');
    expect(byId['60']).toBe('BRASIL');
    expect(hasValidCrc(code)).toBe(true);
  });

  it('counts a field length in bytes, as the payer’s bank reads it', () => {
    expect(tlv('01', 'ab')).toBe('0102ab');
    expect(tlv('01', 'é')).toBe('0102é');
  });
});
