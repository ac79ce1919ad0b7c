import { hashRedeemCode, newRedeemCode, redeemCodeMatches } from './redeem-code.js';

describe('redeem codes (DECISIONS 10.6)', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newRedeemCode()).toMatch(/^\d{6}$/);
  });

  it('match only their own purchase: the hash is salted with its id', () => {
    const stored = hashRedeemCode('purchase-a', '012345');
    expect(redeemCodeMatches('purchase-a', '012345', stored)).toBe(true);
    expect(redeemCodeMatches('purchase-a', '012346', stored)).toBe(false);
    expect(redeemCodeMatches('purchase-b', '012345', stored)).toBe(false);
    expect(hashRedeemCode('purchase-b', '012345')).not.toBe(stored);
  });

  it('never throw on a stored value of another length', () => {
    expect(redeemCodeMatches('purchase-a', '012345', 'abcd')).toBe(false);
  });
});
