/**
 * Malformed request bodies for validation sweeps, built from one valid body.
 *
 *   for (const [label, body] of malformedBodies(valid, { required: ['name'] })) { ... }
 *
 * A body is either a value sent as JSON or a string sent verbatim with content-type
 * application/json (HttpClient does both), so raw texts like a "__proto__" payload survive.
 * Add domain cases (negative prices, ...) through `extra`.
 */
export type MalformedCase = [label: string, body: unknown];

export interface MalformedOptions {
  /** keys whose absence must be refused (leave empty for partial updates) */
  required?: string[];
  /** domain-specific cases appended to the generic ones */
  extra?: MalformedCase[];
  /** keys to leave out of the generic per-key sweep (e.g. free-form ones) */
  skip?: string[];
}

const LONG = 'x'.repeat(10_000);

function wrongTypes(value: unknown): unknown[] {
  if (typeof value === 'string') return [12345, true, {}, ['a'], null, LONG];
  if (typeof value === 'number') return [String(value), true, {}, [value], null, Number.MAX_SAFE_INTEGER * 10];
  if (typeof value === 'boolean') return ['sim', 1, {}, null];
  if (Array.isArray(value)) return ['lista', 1, { 0: value[0] }, null];
  if (value && typeof value === 'object') return ['objeto', 1, [value], null];
  return [];
}

const describe = (v: unknown) =>
  typeof v === 'string' && v.length > 50 ? `string of ${v.length} chars` : JSON.stringify(v);

export function malformedBodies(valid: Record<string, unknown>, options: MalformedOptions = {}): MalformedCase[] {
  const { required = [], extra = [], skip = [] } = options;
  const validJson = JSON.stringify(valid);
  const cases: MalformedCase[] = [
    ['an empty object', {}],
    ['an array instead of an object', [valid]],
    ['an empty array', []],
    ['a JSON string literal', '"texto"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['invalid JSON', '{"name": '],
    ['a raw "__proto__" key', `{"__proto__": {"isAdmin": true}, ${validJson.slice(1)}`],
    ['a nested "__proto__" key', `{"x": {"__proto__": {"polluted": 1}}, ${validJson.slice(1)}`],
    ['a "constructor.prototype" payload', `{"constructor": {"prototype": {"polluted": 1}}, ${validJson.slice(1)}`],
    ['an unknown key', { ...valid, unexpected_field: 'x' }],
  ];
  for (const key of required) {
    const { [key]: _omit, ...rest } = valid;
    cases.push([`missing '${key}'`, rest]);
  }
  for (const [key, value] of Object.entries(valid)) {
    if (skip.includes(key)) continue;
    for (const wrong of wrongTypes(value)) cases.push([`'${key}' = ${describe(wrong)}`, { ...valid, [key]: wrong }]);
  }
  return [...cases, ...extra];
}

/** The error body every 4xx must carry: {statusCode, error, message} with a Portuguese sentence. */
export function isPortugueseError(body: unknown): boolean {
  const b = body as { statusCode?: unknown; message?: unknown };
  if (typeof b?.message !== 'string' || typeof b.statusCode !== 'number') return false;
  const english = /\b(must|should|is not|invalid value|unexpected|required)\b/i.test(b.message);
  const portuguese = /[ãõçéêáíóúâà]|\b(não|deve|informe|campo|inválid[oa]|envie|selecione|por favor)\b/i.test(
    b.message,
  );
  return portuguese && !english;
}

/**
 * Sends every case and expects a 4xx with a Portuguese message for each; all failures are
 * reported together so one run shows every hole.
 */
export async function expectAllRefused(
  send: (body: unknown) => Promise<{ status: number; body: unknown }>,
  cases: MalformedCase[],
): Promise<void> {
  const failures: string[] = [];
  for (const [label, body] of cases) {
    const res = await send(body);
    if (res.status < 400 || res.status >= 500 || !isPortugueseError(res.body)) {
      failures.push(`${label}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
}

/** Upload bodies: a tiny real image and a multipart form around any bytes (valid or not). */

/** 1x1 transparent PNG */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);

/** multipart body with one file part and optional text fields */
export function imageForm(
  bytes: Buffer | string,
  filename = 'foto.png',
  type = 'image/png',
  fields: Record<string, string> = {},
  field = 'image',
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), filename);
  return form;
}
