import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { storedSku } from '../../../../tests/helpers/stored-values'
import { isSku } from '@/lib/sku'
import { recentlyViewedRequestSchema } from './request'
import { RECENTLY_VIEWED_LIMIT } from './storage'

const body = hostileBody({
  regionId: hostileString(fc.constantFrom('us', 'mexico')),
  locale: hostileString(fc.constantFrom('en', 'es')),
  skus: fc.array(storedSku, { maxLength: 12 }),
})

describe('POST /api/recently-viewed body under hostile input (fast-check)', () => {
  it(
    'never throws; accepts 1 to the limit of SKUs, nothing else and no extra keys',
    () => {
      fc.assert(
        fc.property(body, (value) => {
          const parsed = recentlyViewedRequestSchema.safeParse(value)
          if (!parsed.success) return
          const { regionId, locale, skus } = parsed.data
          expect(Object.keys(parsed.data).sort()).toEqual(['locale', 'regionId', 'skus'])
          expect(codePoints(regionId)).toBeLessThanOrEqual(64)
          expect(codePoints(locale)).toBeLessThanOrEqual(16)
          expect(skus.length).toBeGreaterThanOrEqual(1)
          expect(skus.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT)
          expect(skus.every(isSku)).toBe(true)
          expect(
            recentlyViewedRequestSchema.parse(JSON.parse(JSON.stringify(parsed.data))),
          ).toEqual(parsed.data)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
