import { describe, expect, it } from 'vitest'
import { seededRandom } from '../src/cms/seed/context'
import type { IndexRow } from './search-index-rows'
import { buildSearchQueries } from './search-queries'

const row = (title: string, locale: string, regions: string[], sku: string | null = null) => ({
  title,
  sku,
  locale,
  regions: ` ${regions.join(' ')} `,
  kind: sku ? 'products' : 'recipes',
})

const ROWS: IndexRow[] = [
  ...Array.from({ length: 60 }, (_, n) => [
    row(`Straight Cut Fries ${n}`, 'en', ['regionUs'], `TF-${1000 + n}`),
    row(`Papas fritas jalapeño ${n}`, 'es', ['regionMexico']),
    row(`Batatas fritas da manhã ${n}`, 'pt-BR', ['regionBr']),
    row(`스트레이트 컷 감자튀김 ${n}`, 'ko-KR', ['regionKorea'], `TF-${1000 + n}`),
    row(`ストレート カット ポテト ${n}`, 'ja-JP', ['regionJapan']),
    row(`直切薯条产品${n}`, 'zh', ['regionChina']),
  ]).flat(),
]
const build = () => buildSearchQueries(ROWS, 200, seededRandom(16))

describe('buildSearchQueries', () => {
  it('makes the same 200 distinct queries from the same index', () => {
    const queries = build()
    expect(queries).toHaveLength(200)
    expect(queries).toEqual(build())
    const keys = queries.map((q) => `${q.region}|${q.locale}|${q.query.toLowerCase()}`)
    expect(new Set(keys).size).toBe(200)
  })

  it('asks Korean, Japanese and Chinese in their own region and locale, accents removed', () => {
    const queries = build()
    const cjk = queries.filter((query) => query.kind === 'cjk')
    expect(new Set(cjk.map((q) => `${q.region}/${q.locale}`))).toEqual(
      new Set(['korea/ko-KR', 'japan/ja-JP', 'china/zh']),
    )
    expect(cjk.every((q) => [...q.query].length >= 2 && [...q.query].length <= 4)).toBe(true)
    const unaccented = queries.filter((query) => query.kind === 'unaccented')
    expect(unaccented.map((q) => q.query)).toEqual(expect.arrayContaining(['jalapeno']))
  })

  it('asks some queries on one tab and on page 2', () => {
    const queries = build()
    expect(queries.some((q) => q.tab !== 'all')).toBe(true)
    expect(queries.some((q) => q.page === 2)).toBe(true)
  })
})
