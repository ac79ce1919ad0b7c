import fc from 'fast-check';

/**
 * Hostile JSON for the fuzz. Values are plain JSON plus two wrappers that JSON.stringify cannot
 * express: `Raw` (text written as is: nesting thousands deep, 1e999, invalid JSON) and `Entries`
 * (an object as a key list, so '__proto__' survives as an own key on the wire).
 */
export class Raw {
  constructor(readonly text: string) {}
}
export class Entries {
  constructor(readonly entries: [string, unknown][]) {}
}

export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  // lone surrogates come out as \udXXX escapes (well-formed JSON.stringify)
  return JSON.stringify(value) ?? 'null';
}

/** A short label for a failure report (huge values summarised). */
export function describeBody(text: string): string {
  return text.length > 300 ? `${text.slice(0, 200)}... (${text.length} chars)` : text;
}

const deepText = (levels: number, open: string, close: string, leaf = '1') =>
  `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;

export const deepNesting = fc
  .tuple(
    fc.integer({ min: 30, max: 6000 }),
    fc.constantFrom<[string, string]>(['[', ']'], ['{"a":', '}'], ['{"items":[', ']}']),
  )
  .map(([levels, [open, close]]) => new Raw(deepText(levels, open, close)));

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202Eodnum olá\u202C', // right-to-left override
  'مرحبا بالعالم', // Arabic, RTL
  'שלום', // Hebrew, RTL
  '\u200B\u200C\u200D\uFEFF', // zero-width characters and BOM
  '\uD800', // lone high surrogate
  'a\uDC00b', // lone low surrogate
  '\uDBFF\uDBFF',
  '👨‍👩‍👧‍👦🏳️‍🌈🇧🇷',
  'é'.normalize('NFD').repeat(300), // combining marks
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡',
  "' OR '1'='1",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '%s%s%n',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '2026-02-30',
  '0000-00-00',
  'true',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '(11) 98765-4321',
  '+55 (11) 98765-4321 ramal 200',
  'pending',
  'delivering',
  'medio',
  'quentinha',
  'admin',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  {
    weight: 1,
    // huge: up to ~300 kB on the wire (the JSON limit is 256 kB: some reach the 413)
    arbitrary: fc
      .tuple(
        fc.constantFrom('ç', '😀', '\u202E', '\u200B', 'x', 'é\u0301', '\uD800'),
        fc.integer({ min: 300, max: 60_000 }),
      )
      .map(([unit, times]) => unit.repeat(times)),
  },
);

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.001,
    99.999,
    1e308,
    -1e308,
    2 ** 53 + 2,
    -(2 ** 31),
    2 ** 31,
    0.1 + 0.2,
    100,
    99,
    1000000,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    new Raw('1e999'),
    new Raw('-1e999'),
    new Raw('-0'),
    new Raw('1'.repeat(400)),
    new Raw('0.0000000000000000000001'),
  ),
);

export const prototypeKeys: fc.Arbitrary<Entries> = fc.constantFrom(
  new Entries([['__proto__', { isAdmin: true, role: 'admin', active: true }]]),
  new Entries([['constructor', { prototype: { polluted: 1 } }]]),
  new Entries([['prototype', { polluted: 1 }]]),
  new Entries([['__proto__', new Entries([['__proto__', { polluted: 1 }]])]]),
);

/** Any value in any field: wrong types, odd strings, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [{}], { current: { current: 'ready' } }) },
  { weight: 2, arbitrary: deepNesting },
  { weight: 2, arbitrary: prototypeKeys },
  { weight: 2, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys no DTO declares, prototype keys among them. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'role',
    'id',
    'total_amount',
    'price',
    'cost',
    'toString',
    'hasOwnProperty',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Whole bodies that are not the object a route expects. */
export const hostileWholeBody: fc.Arbitrary<Raw> = fc.oneof(
  deepNesting,
  fc.constantFrom(
    new Raw('{"a":'),
    new Raw('null'),
    new Raw('[]'),
    new Raw('"texto"'),
    new Raw('1e999'),
    new Raw('{}'),
    new Raw('\uFEFF{}'),
    new Raw('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
    new Raw('{"status":"confirmed","status":"delivered"}'),
    new Raw('{"a":"\\ud800\\udc00\\ud800"}'),
    new Raw(`[${'1,'.repeat(40_000)}1]`),
    new Raw(`{"name":"${'ç'.repeat(140_000)}"}`),
    new Raw(''),
  ),
);

/** Every path (list of keys) into a plain JSON value, the root excluded. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  }
  return [];
}

/** A copy of `base` with the value at `path` replaced (or removed when `value` is undefined). */
export function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  // a subtree an earlier mutation already replaced stays as it is
  if (base instanceof Raw || base instanceof Entries) return base;
  const [head, ...rest] = path;
  if (Array.isArray(base)) {
    const copy = [...base];
    if (rest.length === 0 && value === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  if (base !== null && typeof base === 'object') {
    const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    if (rest.length === 0 && value === undefined) delete copy[String(head)];
    else copy[String(head)] = withValueAt(copy[String(head)], rest, value);
    return copy;
  }
  return base;
}
