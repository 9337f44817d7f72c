import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { storedSku, storedTime } from '../../../../tests/helpers/stored-values'
import { parseEntry } from './entry'
import { favoritesRequestSchema } from './request'
import { cleanEntries, MAX_FAVORITES } from './storage'

const entry = fc.record(
  {
    slug: fc.oneof(fc.constantFrom('fries', 'Fries', '-x', ''), fc.string({ maxLength: 8 })),
    sku: storedSku,
    favoriteTimestamp: storedTime,
  },
  { requiredKeys: [] },
)
const body = hostileBody({
  regionId: hostileString(fc.constantFrom('us', 'mexico', 'atlantis')),
  locale: hostileString(fc.constantFrom('en', 'es', 'xx')),
  kind: fc.constantFrom('products', 'recipes', 'Products'),
  favorites: fc.array(entry, { maxLength: 5 }),
})

describe('POST /api/favorites body under hostile input (fast-check)', () => {
  it(
    'never throws; accepts only a known kind, bounded fields and readable entries',
    () => {
      fc.assert(
        fc.property(body, (value) => {
          const parsed = favoritesRequestSchema.safeParse(value)
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              expect(typeof issue.path.join('.')).toBe('string')
            return
          }
          const { regionId, locale, kind, favorites } = parsed.data
          expect(['products', 'recipes']).toContain(kind)
          expect(codePoints(regionId)).toBeLessThanOrEqual(64)
          expect(codePoints(locale)).toBeLessThanOrEqual(16)
          expect(favorites.length).toBeLessThanOrEqual(MAX_FAVORITES)
          for (const item of favorites) expect(parseEntry(kind, item)).not.toBeNull()
          const entries = cleanEntries(kind, favorites)
          expect(entries.length).toBeLessThanOrEqual(favorites.length)
          // What the handler keeps reads back as itself: a valid request survives a round trip.
          expect(
            favoritesRequestSchema.parse({ ...parsed.data, favorites: entries }).favorites,
          ).toEqual(entries)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
