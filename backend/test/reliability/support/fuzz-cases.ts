import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TEXT_MAX_LENGTH } from '../../../src/common/validation/bounded-text.js';
import { isPortugueseError } from '../../support/malformed.js';
import { pathsOf, type Raw } from './hostile.js';
import { LONG_TEXT_SHAPES } from './long-text.js';

/** The cases of the fuzz proof (fuzz.proof.ts), its fixed sweeps, and what it checks after each. */

/** the routes a guest may write to: the sweeps send their bodies as a guest too */
export const GUEST_WRITES = [
  'POST /api/orders',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/orders/track/{token}/cancel',
];

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Route {
  method: Method;
  template: string;
  /** property names and OpenAPI types of the request body, where the document has them */
  props: Record<string, string>;
}
export interface FuzzCase {
  route: number;
  who: 'guest' | 'customer' | 'admin';
  /** POST /api/orders: an Idempotency-Key of any length and alphabet, or none */
  key: string | null;
  param: { real: number } | { uuid: string } | { text: string };
  body:
    | { kind: 'mutated'; variant: number; replace: [number, unknown][]; remove: number[]; extra: [string, unknown][] }
    | { kind: 'typed'; values: [string, unknown][] }
    | { kind: 'whole'; raw: Raw }
    | { kind: 'json'; value: unknown }
    /** the text field at `path` (an index into the variant's paths) as long as the body limit lets it be */
    | { kind: 'fill'; variant: number; path: number; shape: string }
    | { kind: 'none' };
}

/**
 * isPortugueseError (test/support) reads a message as Portuguese by its accents and a few words;
 * some short fixed texts of DECISIONS 5 have neither ('Email ou senha incorretos').
 */
const PORTUGUESE_WORDS = /\b(ou|senha|incorretos|muitas|tentativas|aguarde|pedido|para|sem|seu|sua|este|esta|uma?)\b/i;
const ENGLISH_WORDS = /\b(must|should|is not|invalid value|unexpected|required|not found|forbidden|unauthorized)\b/i;
export const portugueseError = (body: unknown) => {
  const message = (body as { message?: unknown })?.message;
  return (
    isPortugueseError(body) ||
    (typeof message === 'string' && PORTUGUESE_WORDS.test(message) && !ENGLISH_WORDS.test(message))
  );
};

/** One hash per table: which table a refused request changed, if any. */
export async function tableHashes(db: DataSource): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const table of db.entityMetadatas.map((m) => m.tableName).sort()) {
    const rows: Record<string, unknown>[] = await db.query(`SELECT * FROM "${table}"`);
    const lines = rows
      .map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v == null ? null : String(v)])))
      .sort();
    hashes.set(table, createHash('sha1').update(lines.join('\n')).digest('hex') + `:${rows.length}`);
  }
  return hashes;
}

export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after]
    .filter(([table, hash]) => before.get(table) !== hash)
    .map(([table, hash]) => `${table} (${before.get(table)?.split(':')[1]} -> ${hash.split(':')[1]} rows)`);

/** The pool of real ids a path parameter draws from. */
export function poolTable(template: string): string | null {
  const match: [string, string][] = [
    ['/api/orders/track/', 'orders.tracking_token'],
    ['/api/orders/', 'orders.id'],
    ['/api/users/', 'users.id'],
    ['/api/products/', 'products.id'],
    ['/api/dishes/', 'dishes.id'],
    ['/api/dailymenus/', 'daily_menus.id'],
    ['/api/neighborhoods/', 'neighborhoods.id'],
    ['/api/expenses/', 'expenses.id'],
  ];
  return match.find(([prefix]) => template.startsWith(prefix))?.[1] ?? null;
}

/**
 * Besides the random cases, a fixed sweep: every text field of every valid body, one at a time,
 * holding each odd string (NUL, RTL override, zero-width, a lone surrogate, emoji) with the rest
 * of the body valid, so the value reaches the database; and every path id as each odd string.
 * As the owner, and as a guest on the routes a guest may write to.
 */
export function oddStringSweep(
  routes: readonly Route[],
  validVariants: (route: Route) => Record<string, unknown>[],
): FuzzCase[] {
  const odd = ['a\u0000b', '\u202Eabc\u202C', 'a\u200B\u200Db', 'x\uD800y', 'Maria 👨‍👩‍👧‍👦'];
  const sweep: FuzzCase[] = [];
  routes.forEach((route, index) => {
    const who: FuzzCase['who'][] = GUEST_WRITES.includes(`${route.method} ${route.template}`)
      ? ['admin', 'guest']
      : ['admin'];
    const variants = validVariants(route);
    for (const w of who) {
      if (route.template.includes('{')) {
        for (const text of odd)
          sweep.push({
            route: index,
            who: w,
            key: null,
            param: { text },
            body: { kind: 'mutated', variant: 0, replace: [], remove: [], extra: [] },
          });
      }
      if (route.method === 'DELETE') continue;
      variants.forEach((variant, v) => {
        pathsOf(variant).forEach((path, p) => {
          const valid = path.reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], variant);
          if (typeof valid !== 'string') return;
          // the odd string instead of the value, and NUL / a lone surrogate inside the valid value
          const inside = ['\u0000', '\uDC00'].map((c) => `${valid.slice(0, 2)}${c}${valid.slice(2)}`);
          for (const text of [...odd, ...inside]) {
            sweep.push({
              route: index,
              who: w,
              key: null,
              param: { real: 0 },
              body: { kind: 'mutated', variant: v, replace: [[p, text]], remove: [], extra: [] },
            });
          }
        });
      });
    }
  });
  return sweep;
}

/**
 * Maximum-length strings in every text field of every valid body, one field at a time: the
 * longest text the server takes (TEXT_MAX_LENGTH characters, which then meets the field's own
 * limit) and the longest the body can carry (refused at the door), in each long shape.
 */
export function maxLengthSweep(
  routes: readonly Route[],
  validVariants: (route: Route) => Record<string, unknown>[],
): FuzzCase[] {
  const sweep: FuzzCase[] = [];
  routes.forEach((route, index) => {
    if (route.method === 'DELETE') return;
    const who: FuzzCase['who'][] = GUEST_WRITES.includes(`${route.method} ${route.template}`)
      ? ['admin', 'guest']
      : ['admin'];
    validVariants(route).forEach((variant, v) => {
      pathsOf(variant).forEach((path, p) => {
        const valid = path.reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], variant);
        if (typeof valid !== 'string') return;
        for (const w of who)
          for (const [shape, make] of Object.entries(LONG_TEXT_SHAPES)) {
            const base = { route: index, who: w, key: null, param: { real: 0 } } as const;
            sweep.push({
              ...base,
              body: { kind: 'mutated', variant: v, replace: [[p, make(TEXT_MAX_LENGTH)]], remove: [], extra: [] },
            });
            sweep.push({ ...base, body: { kind: 'fill', variant: v, path: p, shape } });
          }
      });
    });
  });
  return sweep;
}
