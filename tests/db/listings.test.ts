import type { Payload } from 'payload'
import { beforeAll, expect, test } from 'vitest'
import { runCards } from '@/cms/listings/run-cards'
import { type ListingArgs, runListing } from '@/cms/listings/run-listing'
import { describeOnEachDatabase } from '../helpers/each-database'

type Data = Record<string, unknown>
type Slug = Parameters<Payload['create']>[0]['collection']

const US = ['regionUs']

describeOnEachDatabase('facet listings', (db) => {
  const ids: Record<string, number> = {}
  const create = async (
    collection: Slug,
    data: Data,
    status: 'published' | 'draft' = 'published',
  ) => {
    const doc = await db.payload.create({
      collection,
      locale: 'en',
      draft: status === 'draft',
      data: { ...data, _status: status },
    } as Parameters<Payload['create']>[0])
    return doc.id as number
  }
  const listing = (template: string, more: Partial<ListingArgs> = {}) =>
    runListing(db.payload, { template: ids[template]!, region: 'us', locale: 'en', ...more })
  const titles = async (template: string, more: Partial<ListingArgs> = {}) =>
    (await listing(template, more))?.hits.map((hit) => hit.title)
  const options = async (template: string, attribute: string, more: Partial<ListingArgs> = {}) =>
    Object.fromEntries(
      (
        (await listing(template, more))?.filters.find((f) => f.attribute === attribute)?.options ??
        []
      ).map((option) => [option.value, option.count]),
    )

  beforeAll(async () => {
    const brand = (slug: string, name: string) =>
      create('brands', { name, slug, brandPrimaryId: slug, regionTags: US })
    const category = (slug: string, name: string, parent?: number) =>
      create('product-categories', { name, slug, parent, regionTags: ['regionUs', 'regionKorea'] })
    const cut = (key: string, name: string) =>
      db.payload
        .create({ collection: 'cut-types', locale: 'en', data: { key, name } })
        .then((doc) => doc.id)
    const acme = await brand('acme', 'Acme')
    const bolt = await brand('bolt', 'Bolt')
    const fries = await category('fries', 'Fries')
    const straight = await category('straight-cut', 'Straight cut', fries)
    const hash = await category('hash-browns', 'Hash browns')
    const shoestring = await cut('shoestring', 'Shoestring')
    const crinkle = await cut('crinkle', 'Crinkle')
    Object.assign(ids, { acme, friesCategory: fries, shoestring })
    const product = (sku: string, name: string, data: Data) =>
      ({ sku, slug: sku.toLowerCase(), marketingName: name, regionTags: US, ...data }) as Data
    ids.p1 = await create(
      'products',
      product('L-1', 'Alpha Shoestring', {
        brand: acme,
        categories: [straight],
        cutTypes: [shoestring],
        dietaryFlags: { glutenFree: true, vegan: true },
        shelfLife: 365,
      }),
    )
    ids.p2 = await create(
      'products',
      product('L-2', 'Bravo Crinkle', {
        brand: bolt,
        categories: [fries],
        cutTypes: [crinkle],
        dietaryFlags: { glutenFree: true },
        shelfLife: 730,
      }),
    )
    ids.p3 = await create(
      'products',
      product('L-3', 'Charlie Hash', { brand: acme, categories: [hash], shelfLife: 180 }),
    )
    await create(
      'products',
      product('L-4', 'Delta Korea Only', {
        brand: bolt,
        categories: [fries],
        regionTags: ['regionKorea'],
      }),
    )
    await create(
      'products',
      product('L-5', 'Echo Draft', { brand: acme, categories: [fries], cutTypes: [crinkle] }),
      'draft',
    )
    const filters = [
      { name: 'Brand', searchAttribute: 'brand', type: 'FacetSelector', refinementOperator: 'or' },
      {
        name: 'Diet',
        searchAttribute: 'dietaryFlags',
        type: 'FacetSelector',
        refinementOperator: 'and',
      },
      { name: 'Cut', searchAttribute: 'cutTypes', type: 'SingleFacetSelector' },
      { name: 'Shelf life', searchAttribute: 'shelfLife', type: 'RangeSliders', unitLabel: 'days' },
      { name: 'Name', searchAttribute: 'title', type: 'FacetSorter' },
      { name: 'Not a field', searchAttribute: 'password', type: 'FacetSelector' },
      { name: 'Products', searchAttribute: 'results', type: 'Results' },
    ]
    const template = (slug: string, data: Data, status: 'published' | 'draft' = 'published') =>
      create(
        'facet-templates',
        { name: slug, slug, contentKind: 'products', regionTags: US, filters, ...data },
        status,
      )
    ids.fries = await template('fries-listing', { categories: [fries] })
    ids.picked = await template('picked', {
      subcategories: [straight],
      individualItems: [ids.p3],
    })
    ids.notAcme = await template('not-acme', {
      initialQueryFilters: [{ title: 'brand', values: ['acme'], equality: 'notEquals' }],
    })
    ids.boltOnly = await template('bolt-only', {
      filters: [{ ...filters[0], whitelist: ['bolt'] }],
    })
    ids.draft = await template('draft-template', {}, 'draft')
    ids.korea = await template('korea-template', { regionTags: ['regionKorea'] })
  })

  test('the base set is the template’s categories, with subcategories counted under their parent', async () => {
    const found = await listing('fries')
    expect(found?.hits.map((hit) => hit.title)).toEqual(['Alpha Shoestring', 'Bravo Crinkle'])
    expect(found?.total).toBe(2)
    expect(found?.resultsTitle).toBe('Products')
    expect(found?.filters.map((f) => f.attribute)).toEqual([
      'brand',
      'dietaryFlags',
      'cutTypes',
      'shelfLife',
    ])
  })

  test('drafts and other regions are in no result and no count', async () => {
    expect(await options('fries', 'brand')).toEqual({ acme: 1, bolt: 1 })
    expect(await options('fries', 'cutTypes')).toEqual({ crinkle: 1, shoestring: 1 })
  })

  test('an or facet keeps counting its other values; other facets count what is left', async () => {
    const refinements = [{ attribute: 'brand', values: ['acme'] }]
    expect(await titles('fries', { refinements })).toEqual(['Alpha Shoestring'])
    expect(await options('fries', 'brand', { refinements })).toEqual({ acme: 1, bolt: 1 })
    expect(await options('fries', 'cutTypes', { refinements })).toEqual({
      crinkle: 0,
      shoestring: 1,
    })
  })

  test('an and facet needs every chosen value', async () => {
    const both = [{ attribute: 'dietaryFlags', values: ['glutenFree', 'vegan'] }]
    expect(await titles('fries', { refinements: both })).toEqual(['Alpha Shoestring'])
    expect(await options('fries', 'dietaryFlags', { refinements: both })).toEqual({
      glutenFree: 1,
      vegan: 1,
    })
  })

  test('a single selector keeps one value; a range narrows by number', async () => {
    const found = await listing('fries', {
      refinements: [{ attribute: 'cutTypes', values: ['crinkle', 'shoestring'] }],
    })
    expect(found?.hits.map((hit) => hit.title)).toEqual(['Bravo Crinkle'])
    const ranged = await listing('fries', {
      refinements: [{ attribute: 'shelfLife', min: 500, max: null }],
    })
    expect(ranged?.hits.map((hit) => hit.title)).toEqual(['Bravo Crinkle'])
    expect(ranged?.filters.find((f) => f.attribute === 'shelfLife')?.range).toEqual({
      min: 365,
      max: 730,
      selectedMin: 500,
      selectedMax: null,
    })
  })

  test('the sorter orders by name both ways', async () => {
    const found = await listing('fries', { sort: 'title-desc' })
    expect(found?.hits.map((hit) => hit.title)).toEqual(['Bravo Crinkle', 'Alpha Shoestring'])
    expect(found?.sorts.map((sort) => sort.key)).toEqual(['title-asc', 'title-desc'])
  })

  test('individual items join the subcategory; initial filters exclude; whitelists limit', async () => {
    expect(await titles('picked')).toEqual(['Alpha Shoestring', 'Charlie Hash'])
    expect(await titles('notAcme')).toEqual(['Bravo Crinkle'])
    expect(await options('boltOnly', 'brand')).toEqual({ bolt: 1 })
    expect(
      await titles('boltOnly', { refinements: [{ attribute: 'brand', values: ['acme'] }] }),
    ).toEqual(['Alpha Shoestring', 'Bravo Crinkle', 'Charlie Hash'])
  })

  test('hostile input answers a clean listing: unknown attributes, SQL, huge pages', async () => {
    const hostile = await listing('fries', {
      refinements: [
        { attribute: 'password', values: ['x'] },
        { attribute: 'brand', values: ["' OR 1=1 --", 'x'.repeat(2000)] },
      ],
      sort: 'id; DROP TABLE search_documents',
      page: 1e12,
    })
    expect(hostile).toMatchObject({ total: 0, hits: [] })
    expect((await listing('fries', { page: -5 }))?.page).toBe(1)
    expect((await listing('fries', { page: 51 }))?.hits).toEqual([])
  })

  test('draft templates, templates of other regions and unknown ids answer nothing', async () => {
    expect(await listing('draft')).toBeNull()
    expect(await listing('korea')).toBeNull()
    expect(
      await runListing(db.payload, { template: 999999, region: 'us', locale: 'en' }),
    ).toBeNull()
    expect(await listing('fries', { region: 'nowhere' })).toBeNull()
  })

  test('cards by attributes: every row holds, an unknown attribute matches nothing', async () => {
    const cards = (where: { attribute: string; values?: string[]; min?: number }[]) =>
      runCards(db.payload, {
        collection: 'products',
        region: 'us',
        locale: 'en',
        where,
        sort: 'title-asc',
      })
    const titlesOf = async (where: Parameters<typeof cards>[0]) =>
      (await cards(where)).hits.map((hit) => hit.title)
    expect(await titlesOf([{ attribute: 'brand', values: ['acme'] }])).toEqual([
      'Alpha Shoestring',
      'Charlie Hash',
    ])
    expect(
      await titlesOf([
        { attribute: 'brand', values: ['acme', 'bolt'] },
        { attribute: 'shelfLife', min: 300 },
      ]),
    ).toEqual(['Alpha Shoestring', 'Bravo Crinkle'])
    expect(await titlesOf([{ attribute: 'secret', values: ['x'] }])).toEqual([])
    expect(
      (await runCards(db.payload, { collection: 'users', region: 'us', locale: 'en' })).total,
    ).toBe(0)
  })

  test('random cards come from the filtered set, and their choice varies', async () => {
    const pick = async () =>
      (
        await runCards(db.payload, {
          collection: 'products',
          region: 'us',
          locale: 'en',
          where: [{ attribute: 'brand', values: ['acme', 'bolt'] }],
          sort: 'random',
          limit: 1,
        })
      ).hits.map((hit) => hit.title)
    const picks = await Promise.all(Array.from({ length: 40 }, pick))
    const seen = new Set(picks.flat())
    expect(picks.every((titles) => titles.length === 1)).toBe(true)
    expect(seen.size).toBeGreaterThan(1)
    for (const title of seen)
      expect(['Alpha Shoestring', 'Bravo Crinkle', 'Charlie Hash']).toContain(title)
  })

  test('unpublishing a product takes it out of the listing and its counts', async () => {
    await db.payload.update({
      collection: 'products',
      id: ids.p2!,
      data: { _status: 'draft' },
    } as Parameters<Payload['update']>[0])
    expect(await titles('fries')).toEqual(['Alpha Shoestring'])
    expect(await options('fries', 'brand')).toEqual({ acme: 1 })
  })

  test('renaming a brand or a parent category, or deleting a cut type, reindexes what names it', async () => {
    const publish = { _status: 'published' }
    await db.payload.update({
      collection: 'brands',
      id: ids.acme!,
      locale: 'en',
      data: { name: 'Acme Foods', ...publish },
    } as Parameters<Payload['update']>[0])
    await db.payload.update({
      collection: 'product-categories',
      id: ids.friesCategory!,
      locale: 'en',
      data: { slug: 'fries-renamed', ...publish },
    } as Parameters<Payload['update']>[0])
    await db.payload.delete({ collection: 'cut-types', id: ids.shoestring! })
    const found = await listing('fries')
    expect(found?.hits.map((hit) => hit.title)).toContain('Alpha Shoestring')
    expect(
      found?.filters
        .find((filter) => filter.attribute === 'brand')
        ?.options.map((option) => [option.value, option.label]),
    ).toEqual([['acme', 'Acme Foods']])
    expect(await options('fries', 'cutTypes')).toEqual({})
  })
})
