import fc from 'fast-check';
import type { z } from 'zod';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; entries?: Record<string, string>; values?: unknown[]; options?: z.ZodType[]; in?: z.ZodType };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** JSON with keys an object literal cannot hold as its own: `__proto__` arrives as a real key, as from a browser. */
const json = (text: string): unknown => JSON.parse(text);

/** A 'YYYY-MM-DD' day counted from today (UTC is close enough for "in the past"). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Values no field of the shop should take: each is a classic way of breaking a parser, a query or a page. */
export const HOSTILE_SCALARS: readonly unknown[] = [
  null, true, false, 0, -1, -0, -99_999_999, 1.5, 0.0001, -2.75, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2,
  '', ' ', '\u0000', '\u202E\u0644\u0627', '\uD800', '\u200B\u200B', '💧🇮🇩', 'Ａ'.repeat(40), 'ß'.repeat(300),
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', "' OR 1=1 --", '"; DROP TABLE sales_orders; --',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%00', '%2e%2e%2f', '${jndi:ldap://127.0.0.1/x}', '{{7*7}}',
  'NaN', 'Infinity', '-1', '1e400', '0x10', ' 12 ', '١٢٣', 'true', 'null', '[]', '{}',
  '2000-01-01', '1970-01-01', '2024-02-30', '9999-99-99', '-0001-01-01',
  [], [null], [[[[[]]]]], {}, { $gt: '' }, { toString: 'x' },
];

/** Prototype-pollution payloads, as the JSON a tampered client sends. */
export const POLLUTION: readonly unknown[] = [
  json('{"__proto__":{"polluted":"yes","isAdmin":true}}'),
  json('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  json('{"__proto__":{"toString":"x","valueOf":"y"}}'),
  json('[{"__proto__":{"polluted":"yes"}}]'),
];

const hugeString = fc.oneof(
  fc.constant('A'.repeat(5_000)),
  fc.constant('9'.repeat(20_000)),
  fc.constant('💧'.repeat(10_000)),
  fc.constant('x'.repeat(120_000)),
);

const unicode = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

/** Any hostile value: scalars, huge and exotic strings, pollution payloads, random JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_SCALARS) },
  { weight: 2, arbitrary: hugeString },
  { weight: 2, arbitrary: unicode },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.double() },
);

const pastDay = fc.oneof(fc.integer({ min: 1, max: 20_000 }).map((n) => day(-n)), fc.constantFrom('2000-01-01', '1999-12-31', day(-1)));
const badQuantity = fc.oneof(fc.integer({ min: -1_000_000, max: 0 }), fc.double({ min: -1000, max: 1000, noInteger: true }), fc.constantFrom(10_001, 1e12, -0.5, 0.5));

/** A plausible value of the schema's own type, so a sample reaches the checks deeper than "wrong type". */
function plausible(schema: z.ZodType, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, plausible(v, k)])));
    case 'string':
      if (/date/.test(key)) return fc.oneof(pastDay, fc.constant(day(1)));
      if (/email/.test(key)) return fc.constantFrom('member@contoh.id', 'orang@contoh.id', 'a@b', 'bukan-email');
      if (/idempotency/.test(key)) return fc.uuid();
      return fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('JKT01', 'SBY01', 'SO-20990101-0001', '123456'));
    case 'number':
      return /quantity/.test(key) ? fc.oneof(badQuantity, fc.integer({ min: 1, max: 20 })) : fc.integer({ min: -5, max: 2_000 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array':
      return fc.array(plausible(def.element!, key), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => plausible(o, key)));
    case 'pipe':
      return plausible(def.in!, key);
    case 'default':
    case 'optional':
    case 'nullable':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return plausible(def.innerType!, key);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The object fields of a schema, seen through defaults, optionals and pipes. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return objectShape(def.innerType);
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  return null;
}

/**
 * Hostile inputs driven by a zod schema: the schema's own fields, each either plausible or
 * replaced by a hostile value (wrong type, huge, unicode, pollution, negative or fractional
 * quantity, a past date), sometimes left out, sometimes with `__proto__` / `constructor`
 * keys beside them; or a wholly wrong top-level value.
 */
export function hostileInput(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const shape = schema ? objectShape(schema) : null;
  if (!shape || Object.keys(shape).length === 0) return hostileValue;
  const field = (key: string, fieldSchema: z.ZodType) =>
    fc.option(fc.oneof({ weight: 2, arbitrary: plausible(fieldSchema, key) }, { weight: 3, arbitrary: hostileValue }), { nil: undefined, freq: 6 });
  const fields = fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, field(k, v)])));
  const withPollution = fc.tuple(fields, fc.constantFrom(...POLLUTION)).map(([record, payload]) => {
    const merged = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
    if (payload && typeof payload === 'object' && !Array.isArray(payload)) for (const [k, v] of Object.entries(payload)) merged[k] = v;
    return merged;
  });
  return fc.oneof({ weight: 6, arbitrary: fields }, { weight: 2, arbitrary: withPollution }, { weight: 1, arbitrary: hostileValue });
}

/** Past delivery dates and bad quantities inside otherwise well-formed checkouts. */
export const hostileCheckout = fc.record({
  items: fc.array(fc.record({ product_id: fc.integer({ min: 1, max: 5 }), quantity: fc.oneof(badQuantity, fc.integer({ min: 3, max: 30 })) }), { minLength: 1, maxLength: 3 }),
  voucher_ids: fc.constant([]),
  payment_method_id: fc.constant(1),
  delivery_date: pastDay,
  kd_cabang: fc.constant('JKT01'),
  idempotency_key: fc.uuid(),
});
