import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hostileQueryString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { searchSite } from '@/content/search'
import { isFeatureOn } from '@/content/settings'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { MAX_QUERY_LENGTH } from '../lib/search-params'

vi.mock('server-only', () => ({}))
// The content reads stand in: this is about the query the handler reads, not the index.
vi.mock('@/content/search', () => ({ searchSite: vi.fn() }))
vi.mock('@/content/settings', () => ({ isFeatureOn: vi.fn() }))
const { handleSuggestions } = await import('./handle-suggestions')

const query = hostileQueryString({
  region: fc.constantFrom('us', 'mexico', 'korea', 'atlantis'),
  locale: fc.constantFrom('en', 'es', 'ko-KR', 'EN'),
  q: fc.constantFrom('fries', '  sweet   potato ', '\t', '감자'),
})

beforeEach(() => {
  vi.mocked(isFeatureOn).mockReset().mockResolvedValue(true)
  vi.mocked(searchSite)
    .mockReset()
    .mockResolvedValue({ results: [], total: 0, counts: {} } as never)
})

describe('GET /api/search/suggestions under hostile queries (fast-check)', () => {
  it(
    'answers below 500; searches only a served region and locale with a clean, short query',
    async () => {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          vi.mocked(searchSite).mockClear()
          const response = await handleSuggestions(
            new Request(`http://site.test/api/search/suggestions?${search}`),
          )
          expect(response.status).toBeLessThan(500)
          const params = new URLSearchParams(search)
          const region = findRegion(params.get('region'))
          const served = region !== undefined && regionSupportsLocale(region, params.get('locale'))
          expect(response.status).toBe(served ? 200 : 400)
          for (const [, asked] of vi.mocked(searchSite).mock.calls) {
            expect([...asked.query].length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
            expect(asked.query).toBe(asked.query.trim())
            expect(asked.query).not.toMatch(/\s\s|[\t\n\r]/)
            expect(asked.page).toBe(1)
          }
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
