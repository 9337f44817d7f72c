import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'
import { runSearch, type SearchArgs } from '@/cms/search/run-search'
import { reindexSearch } from '@/cms/search/reindex'
import { describeOnEachDatabase } from '../helpers/each-database'

// A made-up word every test document carries, so one query sees all of them.
const MARKER = 'zephyrix'

type Data = Record<string, unknown>

async function publish(
  payload: Payload,
  collection: 'products' | 'pages',
  data: Data,
  spanish?: Data,
) {
  const doc = await payload.create({
    collection,
    locale: 'en',
    data: { ...data, _status: 'published' },
  } as Parameters<Payload['create']>[0])
  if (spanish)
    await payload.update({
      collection,
      id: doc.id,
      locale: 'es',
      data: { ...spanish, _status: 'published' },
    } as Parameters<Payload['update']>[0])
  return doc.id
}

const product = (sku: string, name: string, regions: string[], extra: Data = {}): Data => ({
  sku,
  slug: sku.toLowerCase(),
  marketingName: name,
  generalDescription: `${MARKER} test product`,
  regionTags: regions,
  ...extra,
})

const page = (slug: string, title: string, extra: Data = {}): Data => ({
  internalTitle: title,
  title,
  slug,
  regionTags: ['regionUs'],
  pageMetadata: { description: `${MARKER} test page` },
  ...extra,
})

describeOnEachDatabase('site search', (db) => {
  const search = (query: string, more: Partial<SearchArgs> = {}) =>
    runSearch(db.payload, { query, region: 'us', locale: 'en', ...more })
  const titles = async (query: string, more: Partial<SearchArgs> = {}) =>
    (await search(query, more)).hits.map((hit) => hit.title)

  beforeAll(async () => {
    const { payload } = db
    await publish(
      payload,
      'products',
      product('TF-S1', 'Jalapeño Poppers', ['regionUs', 'regionMexico']),
      { marketingName: 'Poppers de jalapeño rellenos' },
    )
    await publish(
      payload,
      'products',
      product('TF-S2', 'Crinkle Fries with TF-S1 seasoning', ['regionUs']),
    )
    await publish(payload, 'products', product('TF-S3', '양파링 어니언링', ['regionKorea']))
    await publish(payload, 'products', product('TF-S4', 'オニオンリング', ['regionJapan']))
    await publish(payload, 'products', product('TF-S5', '薯条 波纹', ['regionChina']))
    await payload.create({
      collection: 'products',
      locale: 'en',
      draft: true,
      data: { ...product('TF-S6', 'Secret Draft Fries', ['regionUs']), _status: 'draft' },
    } as Parameters<Payload['create']>[0])
    await publish(
      payload,
      'pages',
      page('hidden', 'Hidden Page', {
        pageMetadata: { description: MARKER, hideFromSearchResults: true },
      }),
    )
    await publish(
      payload,
      'pages',
      page('noindex', 'Noindex Page', {
        pageMetadata: { description: MARKER, robotsNoIndex: true },
      }),
    )
    await publish(
      payload,
      'pages',
      page('partners', 'Partner Deals', { authentication: 'signedIn' }),
    )
    await publish(payload, 'pages', page('about', 'About Our Kitchens'))
  })

  test('finds published documents of the region and locale, with counts per tab', async () => {
    const found = await search(MARKER)
    expect(found.hits.map((hit) => hit.title).sort()).toEqual([
      'About Our Kitchens',
      'Crinkle Fries with TF-S1 seasoning',
      'Jalapeño Poppers',
    ])
    expect(found.counts).toMatchObject({ products: 2, pages: 1, recipes: 0 })
    expect(found.total).toBe(3)
    expect(await titles(MARKER, { tab: 'pages' })).toEqual(['About Our Kitchens'])
  })

  test('drafts, hidden, noindex and gated documents are in no result and no count', async () => {
    for (const query of [MARKER, 'secret draft', 'hidden page', 'noindex', 'partner deals']) {
      const found = await search(query)
      const titlesFound = found.hits.map((hit) => hit.title)
      expect(titlesFound).not.toContain('Secret Draft Fries')
      expect(titlesFound).not.toContain('Hidden Page')
      expect(titlesFound).not.toContain('Noindex Page')
      expect(titlesFound).not.toContain('Partner Deals')
    }
    expect((await search('partner deals')).total).toBe(0)
    expect((await search('secret draft')).total).toBe(0)
  })

  test('accents do not matter, prefixes match as you type, the exact SKU comes first', async () => {
    expect(await titles('jalapeno')).toEqual(['Jalapeño Poppers'])
    expect(await titles('JALAP')).toEqual(['Jalapeño Poppers'])
    expect((await titles('tf-s1'))[0]).toBe('Jalapeño Poppers')
    expect(await titles('tf-s1')).toContain('Crinkle Fries with TF-S1 seasoning')
  })

  test('each locale finds its own text: Spanish in mexico, Korean, Japanese and Chinese', async () => {
    expect(await titles('rellenos', { region: 'mexico', locale: 'es' })).toEqual([
      'Poppers de jalapeño rellenos',
    ])
    expect(await titles('rellenos')).toEqual([])
    expect(await titles('어니언', { region: 'korea', locale: 'ko-KR' })).toEqual([
      '양파링 어니언링',
    ])
    expect(await titles('양파', { region: 'korea', locale: 'ko-KR' })).toEqual(['양파링 어니언링'])
    expect(await titles('オニオン', { region: 'japan', locale: 'ja-JP' })).toEqual([
      'オニオンリング',
    ])
    expect(await titles('薯条', { region: 'china', locale: 'zh' })).toEqual(['薯条 波纹'])
    expect(await titles('어니언')).toEqual([])
  })

  test('unpublishing removes a product and publishing again brings it back, with no rebuild', async () => {
    const id = await publish(
      db.payload,
      'products',
      product('TF-S7', 'Sweet Potato Waffles', ['regionUs'], { generalDescription: 'Crisp.' }),
    )
    expect(await titles('waffles')).toEqual(['Sweet Potato Waffles'])
    await db.payload.update({ collection: 'products', id, data: { _status: 'draft' } })
    expect(await titles('waffles')).toEqual([])
    await db.payload.update({
      collection: 'products',
      id,
      data: { marketingName: 'Sweet Potato Waffle Fries', _status: 'published' },
    })
    expect(await titles('waffles')).toEqual([])
    expect(await titles('waffle')).toEqual(['Sweet Potato Waffle Fries'])
    await db.payload.delete({ collection: 'products', id })
    expect(await titles('waffle')).toEqual([])
  })

  test('a draft saved over a published product leaves the published text in the index', async () => {
    const id = await publish(
      db.payload,
      'products',
      product('TF-S8', 'Hash Brown Patties', ['regionUs'], { generalDescription: 'Golden.' }),
    )
    await db.payload.update({
      collection: 'products',
      id,
      draft: true,
      data: { marketingName: 'Unannounced Hash Brown Rounds' },
    })
    expect(await titles('hash brown')).toEqual(['Hash Brown Patties'])
    expect(await titles('unannounced')).toEqual([])
  })

  test('a rebuild gives the same answers', async () => {
    const before = await search(MARKER)
    const summary = await reindexSearch(db.payload)
    expect(summary.documents).toBeGreaterThanOrEqual(10)
    expect(await search(MARKER)).toEqual(before)
  })

  describe('bad input answers an empty result, never an error', () => {
    test('a 2,000-character query', async () => {
      expect((await search('fries '.repeat(400))).hits.length).toBeLessThanOrEqual(12)
    })

    test.each([
      '',
      '   ',
      '"',
      '*',
      'NEAR(',
      "' OR 1=1 --",
      'fries" OR "1',
      '%_\\',
      'AND OR NOT',
      '\u0000',
    ])('query %j', async (query) => {
      const found = await search(query)
      expect(found.hits.length).toBeLessThanOrEqual(12)
      expect(found.hits.map((hit) => hit.title)).not.toContain('Secret Draft Fries')
    })

    test('unknown region, unsupported locale, unknown tab and wild pages', async () => {
      expect((await search(MARKER, { region: 'atlantis' })).total).toBe(0)
      expect((await search(MARKER, { locale: 'ko-KR' })).total).toBe(0)
      expect((await search(MARKER, { tab: 'secrets' })).total).toBe(3)
      expect((await search(MARKER, { page: -5 })).hits).toHaveLength(3)
      expect((await search(MARKER, { page: 1e12 })).hits).toEqual([])
      expect((await search(MARKER, { page: Number.NaN })).hits).toHaveLength(3)
    })
  })
})
