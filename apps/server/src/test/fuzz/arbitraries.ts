import fc from 'fast-check';
import type { z } from 'zod';

/** What makes a cursor go wrong: made-up, impossible dates, ids that are not UUIDs. */
const cursor = (key: string, id: string): string =>
  Buffer.from(JSON.stringify([key, id])).toString('base64url');

/** Values that have broken servers: huge, NUL, wrong types, impossible ids and cursors. */
export const hostile = fc.constantFrom<unknown>(
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '%00',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table posts; --',
  '<script>alert(1)</script>',
  '💥'.repeat(2000),
  '\u202eevil',
  'ሰላም'.repeat(3000),
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  cursor('2024-99-99T99:99:99.000000Z', '00000000-0000-4000-8000-000000000000'),
  cursor('2024-01-01T00:00:00.000000Z', 'nope'),
  cursor('x'.repeat(5000), '00000000-0000-4000-8000-000000000000'),
  '===',
  'AAAA',
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  true,
  false,
  null,
  [],
  {},
  [null],
  { $ne: 1 },
  { __proto__: { polluted: true } },
  ['a', 1, null, {}],
  JSON.parse(
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  ),
);

const textOf = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 30) }),
    fc.constantFrom(
      'Selam',
      'ሰላም ለሁሉም',
      'Addis Ababa, Ethiopia',
      'coffee_shop',
      'https://example.org',
    ),
  );

interface Def {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number } } }>;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function bounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 200;
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if ((kind === 'min_length' || kind === 'greater_than') && minimum !== undefined) min = minimum;
    if ((kind === 'max_length' || kind === 'less_than') && maximum !== undefined) max = maximum;
  }
  return { min, max: Math.max(min, max) };
}

/**
 * A fast-check arbitrary of values the schema would probably accept (the shared zod schemas of the
 * routes), so that requests get past validation and reach the services; `hostileRate` of the leaves
 * are replaced with hostile values.
 */
export function valueFor(
  schema: z.ZodType | undefined,
  hostileRate: number,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostile;
  const def = defOf(schema);
  const plausible = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string': {
        if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
        if (def.format === 'url') return fc.webUrl();
        if (def.format === 'email') return fc.emailAddress();
        const { min, max } = bounds(def);
        return textOf(min, max);
      }
      case 'number':
      case 'int':
        return fc.integer({ min: -5, max: 60 });
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
      case 'catch':
        return fc.option(valueFor(def.innerType, hostileRate, depth + 1), { nil: undefined });
      case 'pipe':
        return valueFor(def.in, hostileRate, depth + 1);
      case 'array':
        return fc.array(valueFor(def.element, hostileRate, depth + 1), { maxLength: 6 });
      case 'union':
        return fc.oneof(
          ...(def.options ?? []).map((option) => valueFor(option, hostileRate, depth + 1)),
        );
      case 'object': {
        const shape = def.shape ?? {};
        return fc.record(
          Object.fromEntries(
            Object.entries(shape).map(([key, value]) => [
              key,
              valueFor(value, hostileRate, depth + 1),
            ]),
          ),
          { requiredKeys: [] },
        );
      }
      default:
        return hostile;
    }
  })();
  return def.type === 'object'
    ? plausible
    : fc.oneof(
        { weight: Math.round((1 - hostileRate) * 100), arbitrary: plausible },
        { weight: Math.round(hostileRate * 100), arbitrary: hostile },
      );
}
