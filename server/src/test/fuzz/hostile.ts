import fc from 'fast-check';

/*
 * Values a careless or hostile client may put anywhere a field is expected. Each family is an
 * arbitrary so fast-check can mix and shrink them.
 */

const INT4_MAX = 2 ** 31 - 1;

/** A code unit from the surrogate range, alone: not valid UTF-16, not encodable as UTF-8. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

const oddUnit = fc.oneof(
  fc.constantFrom('\u0000', '\u202e', '\u200f', '\ufeff', '\u2028', '\ud83d\ude00', '\u{20000}', '\uffff', '\\', '"'),
  loneSurrogate,
);

/** Short strings that break naive code: NUL, lone surrogates, direction marks, emoji, text that parses as a number. */
export const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '\u202egnp.exe',
    '\u200f\u200e',
    '😀👨‍👩‍👧',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e308',
    '2147483648',
    '9007199254740993',
    '0x10',
    'true',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
  ),
  fc.string({ unit: oddUnit, minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Strings long enough to overflow a column or a limit, short of the request body limit. */
export const longString = fc
  .constantFrom(256, 2_001, 10_000, 100_000)
  .chain((length) => fc.constantFrom('x', '中', '😀', '\u0000').map((unit) => unit.repeat(length)));

/** Numbers past every range: int4, safe integers, doubles, the wrong signs, fractions. */
export const oddNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    INT4_MAX,
    INT4_MAX + 1,
    -(INT4_MAX + 2),
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object whose own keys are the prototype's names (JSON.stringify writes them as plain keys). */
export function withPrototypeKeys(base: Record<string, unknown> = {}): Record<string, unknown> {
  const target: Record<string, unknown> = { ...base };
  for (const [key, value] of [
    ['__proto__', { isAdmin: true, roleId: 5 }],
    ['constructor', { prototype: { isAdmin: true } }],
    ['prototype', { isAdmin: true }],
  ] as const) {
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return target;
}

/** `depth` arrays or objects inside each other, as JSON text (building the value would recurse as deep). */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A moderately nested value that JSON.stringify can still write. */
export const nestedValue = fc
  .tuple(fc.integer({ min: 20, max: 200 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => JSON.parse(nestedJson(depth, kind)) as unknown);

/** Any value of the wrong kind: each family above, plus structures and plain JSON. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: longString },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], ['']) },
  { weight: 1, arbitrary: nestedValue },
  { weight: 1, arbitrary: fc.constant(null).map(() => withPrototypeKeys()) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
