import { createHmac, timingSafeEqual } from 'node:crypto';

/** Letters and digits nobody misreads from a terminal (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/**
 * The one-time `setup_code` (DECISIONS 9.4 / 10.8), derived from JWT_SECRET rather than drawn at
 * random: every instance of one install prints the same code and accepts it, whichever answers
 * the POST, with nothing stored. It is 'one-time' because the setup it opens happens once (409
 * after). 12 of 31 symbols (~59 bits) under the sign-in rate limit: not guessable.
 */
export function setupCode(jwtSecret: string): string {
  const digest = createHmac('sha256', jwtSecret).update('quentinha:setup-code:v1').digest();
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[digest[i]! % ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** What the owner typed, forgiving case, spaces and dashes; compared in constant time. */
export function setupCodeMatches(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected.replace(/-/g, ''));
  const b = Buffer.from(given.toUpperCase().replace(/[\s-]/g, ''));
  return a.length === b.length && timingSafeEqual(a, b);
}
