import { MAX_TRACKING_TOKENS, readTrackingTokens } from './handshake.js';

describe('readTrackingTokens', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

  it('takes one token or a list, without duplicates', () => {
    expect(readTrackingTokens({ trackingToken: token, trackingTokens: [token, `${token}x`] })).toEqual([
      token,
      `${token}x`,
    ]);
  });

  it('drops values that cannot be tokens', () => {
    const sut = readTrackingTokens({
      trackingToken: 42,
      trackingTokens: ['short', "x' OR 1=1 --aaaaaaaa", null, { a: 1 }],
    });
    expect(sut).toEqual([]);
  });

  it('caps how many one handshake may ask for', () => {
    const many = Array.from({ length: 100 }, (_, i) => `${token}${String(i).padStart(3, '0')}`);
    expect(readTrackingTokens({ trackingTokens: many })).toHaveLength(MAX_TRACKING_TOKENS);
  });

  it('ignores a missing or odd auth object', () => {
    expect(readTrackingTokens(undefined)).toEqual([]);
    expect(readTrackingTokens('x' as never)).toEqual([]);
  });
});
