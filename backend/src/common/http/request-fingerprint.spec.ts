import { canonicalJson, requestFingerprint } from './request-fingerprint.js';

describe('requestFingerprint', () => {
  it('is the same for the same data in any key order', () => {
    const a = { customer: { name: 'Ana', phone: '11987654321' }, items: [{ product_id: 'p', quantity: 1 }] };
    const b = { items: [{ quantity: 1, product_id: 'p' }], customer: { phone: '11987654321', name: 'Ana' } };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
    expect(canonicalJson(b)).toBe('{"customer":{"name":"Ana","phone":"11987654321"},"items":[{"product_id":"p","quantity":1}]}');
  });

  it('differs when anything the server reads differs, the order of items included', () => {
    const base = { items: [{ product_id: 'a' }, { product_id: 'b' }], notes: 'sem cebola' };
    expect(requestFingerprint({ ...base, notes: 'com cebola' })).not.toBe(requestFingerprint(base));
    expect(requestFingerprint({ ...base, items: [...base.items].reverse() })).not.toBe(requestFingerprint(base));
  });
});
