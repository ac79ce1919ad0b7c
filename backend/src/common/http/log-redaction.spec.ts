import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides the tracking token of the public order page and its cancel route', () => {
    expect(redactUrl('/api/orders/track/3f2a9c1d7e')).toBe('/api/orders/track/***');
    expect(redactUrl('/api/orders/track/3f2a9c1d7e/cancel')).toBe('/api/orders/track/***/cancel');
  });

  it('hides phone numbers and searches in the query, keeping the rest', () => {
    expect(redactUrl('/api/orders?customer_phone=11987654321&status=pending&search=Maria')).toBe(
      '/api/orders?customer_phone=***&status=pending&search=***',
    );
    expect(redactUrl('/api/orders?customer_phone[]=1')).toBe('/api/orders?customer_phone%5B%5D=***');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/products?category=bebida')).toBe('/api/products?category=bebida');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
