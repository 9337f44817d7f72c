import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hostileQueryString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { listSampleBagProducts } from '@/content/sample-bag'
import { isFeatureOn } from '@/content/settings'
import { isSku } from '@/lib/sku'
import { MAX_STORED_ENTRIES } from '../lib/storage'

vi.mock('server-only', () => ({}))
// The content reads stand in: this is about the query the handler reads, not the catalogue.
vi.mock('@/content/sample-bag', () => ({ listSampleBagProducts: vi.fn() }))
vi.mock('@/content/settings', () => ({ isFeatureOn: vi.fn() }))
const { handleBagProducts } = await import('./handle-bag-products')

const skuList = fc
  .array(
    fc.constantFrom('TF-10001', 'TF-10002', ' TF-10003 ', '', 'tf.1', '../x', 'A'.repeat(70)),
    { maxLength: 60 },
  )
  .map((skus) => skus.join(','))
const query = hostileQueryString({
  region: fc.constantFrom('us', 'mexico', 'atlantis'),
  locale: fc.constantFrom('en', 'es', 'xx'),
  skus: skuList,
})

beforeEach(() => {
  vi.mocked(isFeatureOn).mockReset().mockResolvedValue(true)
  vi.mocked(listSampleBagProducts).mockReset().mockResolvedValue([])
})

describe('GET /api/sample-bag/products under hostile queries (fast-check)', () => {
  it(
    'answers below 500, and asks only for up to the bag maximum of distinct SKUs',
    async () => {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          vi.mocked(listSampleBagProducts).mockClear()
          const response = await handleBagProducts(
            new Request(`http://site.test/api/sample-bag/products?${search}`),
          )
          expect([200, 400]).toContain(response.status)
          for (const [, skus] of vi.mocked(listSampleBagProducts).mock.calls) {
            expect(skus.length).toBeLessThanOrEqual(MAX_STORED_ENTRIES)
            expect(new Set(skus).size).toBe(skus.length)
            expect(skus.every(isSku)).toBe(true)
          }
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
