import { describe, expect, it } from 'vitest'
import { latencyFigures, percentile } from './search-figures'

const query = (ms: number, total: number) => ({
  kind: 'word' as const,
  query: 'fries',
  region: 'us',
  locale: 'en',
  tab: 'all',
  page: 1,
  ms,
  total,
})

describe('latency figures', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 200 }, (_, n) => n + 1)
    expect([50, 95, 99].map((p) => percentile(sorted, p))).toEqual([100, 190, 198])
    expect(percentile([], 95)).toBe(0)
  })

  it('counts the share of queries that found something', () => {
    const figures = latencyFigures([query(3, 0), query(1, 4), query(2, 1), query(9, 2)])
    expect(figures).toMatchObject({ count: 4, p50: 2, max: 9, withHits: 0.75 })
  })
})
