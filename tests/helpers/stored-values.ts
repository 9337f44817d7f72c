import fc from 'fast-check'

/** The bar for the browser-storage readers. */
export const STORAGE_RUNS = { numRuns: 10_000 }

/** Plausible-looking fields, wrong types, and junk, as a tampered or older store may hold. */
export const storedSku = fc.oneof(
  fc.constantFrom('TF-10001', 'TF-10024', 'tf-1', '', ' TF-1 ', '../x', 'A'.repeat(80)),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.constant(null),
)
export const storedTime = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer({ min: -1, max: 4_102_444_800_000 }),
  fc.string({ maxLength: 30 }),
  fc.constant(null),
)

/** Anything JSON can hold, or a list mostly of entries shaped like `near`. */
export const storedValue = (near: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(fc.oneof({ weight: 4, arbitrary: near }, fc.jsonValue({ maxDepth: 2 })), {
      maxLength: 80,
    }),
  )

/** What the reader keeps, written back and read again, is kept as it is. */
export const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
