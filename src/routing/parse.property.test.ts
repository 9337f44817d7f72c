import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalQueryTarget } from './canonical-query'
import { isSameSitePath } from './redirects'
import { buildPath } from './build'
import { parsePath } from './parse'

const RUNS = { numRuns: 10_000 }

/** Paths as a hostile caller writes them: real segments, junk, percent-escapes (broken ones too), dots, slashes. */
const segment = fc.oneof(
  fc.constantFrom(
    'us',
    'mexico',
    'korea',
    'es',
    'ko-KR',
    'products',
    'productos',
    'recipe',
    'blog',
    'news',
    'page',
    '..',
    '.',
    '',
    '%2e%2e',
    '%00',
    '%ZZ',
    '%E0%A4%A',
    '%ff',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
)
const pathArbitrary = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`)
const queryArbitrary = fc
  .array(
    fc.tuple(
      fc.constantFrom('locale', 'regionLocale', 'x', 'page', ''),
      fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('es', 'mexico', 'ko-KR', '%ZZ')),
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => new URLSearchParams(pairs))

describe('URL parsing under arbitrary input (fast-check)', () => {
  it('parsePath never throws, and what it accepts builds back to a site path', () => {
    fc.assert(
      fc.property(pathArbitrary, queryArbitrary, (path, query) => {
        const parsed = parsePath(path, query)
        if (parsed === null) return
        const built = buildPath(parsed)
        expect(built.startsWith('/')).toBe(true)
        expect(built.startsWith('//')).toBe(false)
      }),
      RUNS,
    )
  })

  it('canonicalQueryTarget never throws and only ever points at this site', () => {
    fc.assert(
      fc.property(pathArbitrary, queryArbitrary, (path, query) => {
        const target = canonicalQueryTarget(path, query)
        if (target !== null) expect(isSameSitePath(target)).toBe(true)
      }),
      RUNS,
    )
  })
})
