import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import {
  roundTrip,
  STORAGE_RUNS,
  storedSku,
  storedTime,
  storedValue,
} from '../../../../tests/helpers/stored-values'
import { favoritesStore } from './store'
import {
  addFavorite,
  cleanEntries,
  emptyFavorites,
  hasFavorite,
  MAX_FAVORITES,
  parseStoredFavorites,
  removeFavorite,
  storageKey,
} from './storage'

const AT = '2025-03-01T10:00:00.000Z'
const fries = { slug: 'straight-cut-fries', sku: 'TF-10001', favoriteTimestamp: AT }
const parseUs = parseStoredFavorites('products', 'us')

describe('storageKey', () => {
  it('begins with favorite_products or favorite_recipes and ends with the region', () => {
    expect(storageKey('products', 'us')).toBe('favorite_products_us')
    expect(storageKey('recipes', 'mexico')).toBe('favorite_recipes_mexico')
  })
})

describe('parseStoredFavorites', () => {
  it('reads a well-formed value and stamps it with the region tag', () => {
    expect(parseUs({ favorites: [fries], regionTag: 'regionUs' })).toEqual({
      favorites: [fries],
      regionTag: 'regionUs',
    })
    expect(parseStoredFavorites('recipes', 'mexico')({ favorites: [] })).toEqual({
      favorites: [],
      regionTag: 'regionMexico',
    })
  })

  it("refuses another region's value and anything that is not an object with a list", () => {
    expect(parseUs({ favorites: [fries], regionTag: 'regionMexico' })).toBeNull()
    for (const value of [
      null,
      'x',
      5,
      [fries],
      {},
      { favorites: 'x' },
      { favoriteRecipes: [fries] },
    ]) {
      expect(parseUs(value)).toBeNull()
    }
  })

  it('drops tampered entries one by one and keeps the good ones', () => {
    const value = {
      favorites: [
        { sku: 5 },
        'x',
        { slug: '../../x', favoriteTimestamp: AT },
        null,
        fries,
        { slug: 'ok', favoriteTimestamp: 'yesterday' },
      ],
      regionTag: 'regionUs',
    }
    expect(parseUs(value)?.favorites).toEqual([fries])
    expect(
      parseUs({ favorites: [{ sku: 5 }, 'x', { slug: '../../x' }], regionTag: 'regionUs' })
        ?.favorites,
    ).toEqual([])
  })

  it('drops entries whose fields have the wrong type, and unknown fields', () => {
    const entries = [
      { slug: ['a'], favoriteTimestamp: AT },
      { slug: 'a', sku: { $gt: '' }, favoriteTimestamp: AT },
      { slug: 'b', favoriteTimestamp: true },
      { slug: 'c', sku: 'TF-1', favoriteTimestamp: AT, html: '<img onerror=x>' },
    ]
    expect(cleanEntries('products', entries)).toEqual([
      { slug: 'c', sku: 'TF-1', favoriteTimestamp: AT },
    ])
  })

  it('keeps sku-less product entries and treats a null sku as none', () => {
    expect(
      cleanEntries('products', [{ slug: 'old-fries', sku: null, favoriteTimestamp: AT }]),
    ).toEqual([{ slug: 'old-fries', favoriteTimestamp: AT }])
    expect(cleanEntries('products', [{ slug: 'old-fries', favoriteTimestamp: AT }])).toEqual([
      { slug: 'old-fries', favoriteTimestamp: AT },
    ])
  })

  it('stores epoch-millisecond timestamps as ISO strings', () => {
    const ms = Date.parse(AT)
    expect(cleanEntries('recipes', [{ slug: 'tacos', favoriteTimestamp: ms }])).toEqual([
      { slug: 'tacos', favoriteTimestamp: AT },
    ])
  })

  it('keeps no sku on recipe entries', () => {
    expect(
      cleanEntries('recipes', [{ slug: 'tacos', sku: 'TF-1', favoriteTimestamp: AT }]),
    ).toEqual([{ slug: 'tacos', favoriteTimestamp: AT }])
  })

  it('de-duplicates products by sku and recipes by slug, keeping the first', () => {
    const later = { ...fries, slug: 'renamed', favoriteTimestamp: '2025-04-01T00:00:00.000Z' }
    expect(cleanEntries('products', [fries, later])).toEqual([fries])
    const products = [fries, { ...fries, sku: 'TF-10002' }]
    expect(cleanEntries('products', products)).toHaveLength(2)
    expect(cleanEntries('recipes', products)).toEqual([{ slug: fries.slug, favoriteTimestamp: AT }])
  })

  it(`keeps at most ${MAX_FAVORITES} entries`, () => {
    const many = Array.from({ length: MAX_FAVORITES + 50 }, (_, i) => ({
      slug: `p-${i}`,
      sku: `TF-${i}`,
      favoriteTimestamp: AT,
    }))
    const kept = cleanEntries('products', many)
    expect(kept).toHaveLength(MAX_FAVORITES)
    expect(kept[0]?.sku).toBe('TF-0')
  })

  it('migrates the old recipe field favoriteRecipes to favorites', () => {
    const old = {
      favoriteRecipes: [{ slug: 'tacos', favoriteTimestamp: AT }],
      regionTag: 'regionUs',
    }
    expect(parseStoredFavorites('recipes', 'us')(old)).toEqual({
      favorites: [{ slug: 'tacos', favoriteTimestamp: AT }],
      regionTag: 'regionUs',
    })
  })
})

describe('add, remove and has', () => {
  const now = new Date(AT)
  const target = { slug: fries.slug, sku: fries.sku }

  it('adds newest first and moves a re-added item to the top', () => {
    const one = addFavorite('products', emptyFavorites('us'), target, now)
    expect(one).toEqual({ favorites: [fries], regionTag: 'regionUs' })
    const two = addFavorite('products', one, { slug: 'wedges', sku: 'TF-10002' }, now)
    expect(two.favorites.map((entry) => entry.sku)).toEqual(['TF-10002', 'TF-10001'])
    const again = addFavorite('products', two, target, new Date('2025-05-01T00:00:00.000Z'))
    expect(again.favorites.map((entry) => entry.sku)).toEqual(['TF-10001', 'TF-10002'])
    expect(again.favorites[0]?.favoriteTimestamp).toBe('2025-05-01T00:00:00.000Z')
  })

  it('matches products by sku, and an old sku-less entry by slug', () => {
    const stored = {
      favorites: [{ slug: 'old-fries', favoriteTimestamp: AT }, fries],
      regionTag: 'regionUs',
    }
    expect(hasFavorite('products', stored, target)).toBe(true)
    expect(hasFavorite('products', stored, { slug: fries.slug, sku: 'TF-99999' })).toBe(false)
    expect(hasFavorite('products', stored, { slug: 'old-fries', sku: 'TF-10005' })).toBe(true)
    expect(
      removeFavorite('products', stored, { slug: 'old-fries', sku: 'TF-10005' }).favorites,
    ).toEqual([fries])
    expect(removeFavorite('products', stored, target).favorites).toEqual([
      { slug: 'old-fries', favoriteTimestamp: AT },
    ])
  })

  it('matches recipes by slug', () => {
    const stored = addFavorite('recipes', emptyFavorites('us'), { slug: 'tacos' }, now)
    expect(stored.favorites).toEqual([{ slug: 'tacos', favoriteTimestamp: AT }])
    expect(hasFavorite('recipes', stored, { slug: 'tacos' })).toBe(true)
    expect(removeFavorite('recipes', stored, { slug: 'tacos' }).favorites).toEqual([])
  })
})

describe('favoritesStore in the browser', () => {
  const items = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }

  afterEach(() => {
    items.clear()
    vi.unstubAllGlobals()
  })

  it('turns garbage or a tampered value into the empty list without throwing', () => {
    vi.stubGlobal('window', { localStorage })
    const store = favoritesStore('products', 'us')
    for (const raw of [
      'not json',
      '{"favorites":[{"sku":5},"x",{"slug":"../../x"}],"regionTag":"regionUs"}',
      '{"favorites":[],"regionTag":"regionKorea"}',
      'null',
      '[]',
    ]) {
      items.set('favorite_products_us', raw)
      expect(store.get()).toEqual({ favorites: [], regionTag: 'regionUs' })
    }
  })

  it('writes the spec format under the region key and shares one store per key', () => {
    vi.stubGlobal('window', { localStorage })
    const store = favoritesStore('products', 'korea')
    expect(favoritesStore('products', 'korea')).toBe(store)
    store.set(
      addFavorite('products', store.get(), { slug: fries.slug, sku: fries.sku }, new Date(AT)),
    )
    expect(JSON.parse(items.get('favorite_products_korea') ?? '')).toEqual({
      favorites: [fries],
      regionTag: 'regionKorea',
    })
  })
})

describe('stored favorites under any stored value (fast-check)', () => {
  const near = fc.record({
    slug: fc.oneof(
      fc.constantFrom('crinkle-fries', 'a', 'Bad Slug', ''),
      fc.string({ maxLength: 20 }),
    ),
    sku: storedSku,
    favoriteTimestamp: storedTime,
  })
  const stored = fc.oneof(
    fc.record({
      favorites: storedValue(near),
      regionTag: fc.constantFrom('regionUs', 'regionKorea'),
    }),
    storedValue(near),
  )
  it.each(['products', 'recipes'] as const)(
    '%s: never throw, at most the cap, stable when written back',
    (kind) => {
      const parse = parseStoredFavorites(kind, 'us')
      fc.assert(
        fc.property(stored, (value) => {
          const read = parse(value)
          if (read === null) return
          expect(read.regionTag).toBe('regionUs')
          expect(read.favorites.length).toBeLessThanOrEqual(MAX_FAVORITES)
          expect(parse(roundTrip(read))).toEqual(read)
        }),
        STORAGE_RUNS,
      )
    },
  )
})
