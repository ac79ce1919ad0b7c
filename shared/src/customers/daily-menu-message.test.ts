import { describe, expect, it } from 'vitest';
import { buildDailyMenuText, isOutsideBroadcastHours, menuDayLabel, optOutUrl, personalMessage, waMeLink } from './daily-menu-message.js';
import { validateConsentText, validateMarketingNote } from './rules.js';

describe('the daily-menu message', () => {
  const text = buildDailyMenuText({
    business_name: 'Sabor de Casa',
    date: '2026-11-27',
    dishes: ['Frango Grelhado', 'Feijão Tropeiro'],
    sizes: [
      { product_name: 'Quentinha', size: 'pequeno', price: 15 },
      { product_name: 'Quentinha', size: 'grande', price: 1234.5 },
    ],
    storefront_url: 'https://sabor.com.br',
  });

  it('names the day, the dishes, the sizes with prices and the storefront', () => {
    expect(menuDayLabel('2026-11-27')).toBe('sexta-feira, 27/11');
    expect(text).toContain('sexta-feira, 27/11');
    expect(text).toContain('• Feijão Tropeiro');
    expect(text).toContain('• Quentinha Pequena: R$ 15,00');
    expect(text).toContain('• Quentinha Grande: R$ 1.234,50');
    expect(text.endsWith('Peça pelo site: https://sabor.com.br')).toBe(true);
  });

  it('links decode to exactly the personal message', () => {
    const message = personalMessage(text, optOutUrl('https://sabor.com.br/', 'abc'));
    const link = waMeLink('11912345678', message);
    expect(link.startsWith('https://wa.me/5511912345678?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(message);
    expect(message.endsWith('Para não receber mais: https://sabor.com.br/sair/abc')).toBe(true);
  });

  it('warns outside 09:00-21:00 in Sao Paulo', () => {
    expect(isOutsideBroadcastHours(new Date('2026-11-27T11:00:00Z'))).toBe(true); // 08:00 SP
    expect(isOutsideBroadcastHours(new Date('2026-11-27T11:59:00Z'))).toBe(true);
    expect(isOutsideBroadcastHours(new Date('2026-11-27T12:00:00Z'))).toBe(false); // 09:00
    expect(isOutsideBroadcastHours(new Date('2026-11-28T00:00:00Z'))).toBe(true); // 21:00
  });
});

describe('consent limits', () => {
  it('checks the text and the note', () => {
    expect(validateConsentText('curto')).not.toBeNull();
    expect(validateConsentText('Quero receber o cardápio')).toBeNull();
    expect(validateConsentText('x'.repeat(301))).not.toBeNull();
    expect(validateMarketingNote('ok')).not.toBeNull();
    expect(validateMarketingNote('pediu por telefone')).toBeNull();
  });
});
