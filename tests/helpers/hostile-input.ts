import fc from 'fast-check'

/** Issue 20's bar for each route handler's query and body parsing. */
export const PARSER_RUNS = { numRuns: 10_000 }
/** 10,000 runs take a few seconds alone, longer on a busy machine: past Vitest's 5 s default. */
export const PARSER_TIMEOUT = 60_000

/** zod's string limits count code points, not UTF-16 units. */
export const codePoints = (text: string): number => [...text].length

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

const TRICKY = [
  ...PROTO_KEYS,
  '',
  ' ',
  'NaN',
  '-0',
  '1e309',
  '-1e309',
  'Infinity',
  '0x10',
  '1_000',
  ' 1 ',
  '0.5',
  '9007199254740993',
  '%',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '\u0000',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '../..',
  '//evil.test',
  'https://evil.test/',
  '/\\evil.test',
  'null',
  'true',
  '[]',
  '{}',
]

/** Up to a few KB of one character: the size limits' side of the input. */
const huge = fc
  .tuple(fc.constantFrom('a', '9', '%41', 'é', '😀', ' ', ','), fc.integer({ min: 1, max: 5000 }))
  .map(([unit, count]) => unit.repeat(count))

/** What an attacker puts in one field: junk, unicode (lone surrogates too), tricky spellings, huge. */
export const hostileString = (near: fc.Arbitrary<string> = fc.constant('')): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: near },
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    { weight: 1, arbitrary: huge },
  )

/** Query pairs: the known keys (missing, repeated, in any order) mixed with hostile ones. */
export const hostileQuery = (
  near: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<[string, string][]> => {
  const known = Object.entries(near).map(([key, value]) =>
    fc.tuple(fc.constant(key), hostileString(value)),
  )
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.oneof(...known) },
    { weight: 1, arbitrary: fc.tuple(hostileString(), hostileString()) },
  )
  return fc.array(pair, { maxLength: known.length + 3 })
}

/** A raw query string: encoded pairs, with now and then an unencoded or broken piece. */
export const hostileQueryString = (
  near: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<string> =>
  fc
    .tuple(
      hostileQuery(near),
      fc.option(fc.constantFrom('&&', '=', '%', '%G1', '&=x', '+%2B'), { nil: '' }),
    )
    .map(([pairs, raw]) => `${new URLSearchParams(pairs).toString()}${raw}`)

/** Number tokens JSON allows but JavaScript reads oddly: Infinity, -0, past 2^53, underflow. */
const rawNumber = fc.constantFrom(
  '1e309',
  '-1e309',
  '-0',
  '0',
  '1e-400',
  '9007199254740993',
  '0.5',
  '-1',
  '2147483648',
  '1.5',
)

/** One JSON token as sent: anything JSON holds, nested, hostile strings and odd numbers. */
export const jsonToken: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: hostileString().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: rawNumber },
)

/**
 * A JSON object's text with the known fields (each present as a plausible value, a hostile token
 * or missing) and extra keys, `__proto__` and `constructor` among them, as JSON.parse keeps them.
 */
export const hostileObjectText = (
  near: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<string> => {
  const fields = Object.entries(near).map(([key, value]) =>
    fc
      .option(
        fc.oneof(
          { weight: 3, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 2, arbitrary: jsonToken },
        ),
        { nil: undefined, freq: 6 },
      )
      .map((token): [string, string][] => (token === undefined ? [] : [[key, token]])),
  )
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })), jsonToken),
    { maxLength: 3 },
  )
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([present, more]) =>
      [...present.flat(), ...more].map(([key, token]) => `${JSON.stringify(key)}:${token}`),
    )
    .map((members) => `{${members.join(',')}}`)
}

/** A parsed JSON body: mostly near the expected object, sometimes any other JSON value. */
export const hostileBody = (near: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
  fc
    .oneof({ weight: 5, arbitrary: hostileObjectText(near) }, { weight: 1, arbitrary: jsonToken })
    .map((text) => JSON.parse(text) as unknown)
