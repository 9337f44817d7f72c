import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../../../tests/helpers/hostile-input'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { feedResponse } from './feed-response'

// The feed's content read stands in: this is about the route params the handler reads first.
const GET = feedResponse(async (scope) => `<rss>${scope.regionId}/${scope.locale}</rss>`)
const region = hostileString(fc.constantFrom('us', 'mexico', 'korea', 'US', 'atlantis'))
const locale = hostileString(fc.constantFrom('en', 'es', 'ko-KR', 'EN'))

describe('the RSS feeds under hostile route params (fast-check)', () => {
  it(
    'answer a feed only for a region in a locale it serves, else 404, never 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(region, locale, async (regionId, localeId) => {
          const response = await GET(new Request('http://site.test/rss/products.xml'), {
            params: Promise.resolve({ region: regionId, locale: localeId }),
          })
          const known = findRegion(regionId)
          const served = known !== undefined && regionSupportsLocale(known, localeId)
          expect(response.status).toBe(served ? 200 : 404)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
