import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The 6-digit code a guest spends credits with (DECISIONS 10.6). Only its hash is kept, salted
 * with the purchase's id so one code's hash says nothing about another purchase.
 */
export const newRedeemCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashRedeemCode = (purchaseId: string, code: string) =>
  createHash('sha256').update(`${purchaseId}:${code}`).digest('hex');

/** Constant time: how long it takes says nothing about how much of the code was right. */
export function redeemCodeMatches(purchaseId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashRedeemCode(purchaseId, code), 'hex');
  const kept = Buffer.from(storedHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
