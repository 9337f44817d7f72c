import { describe, expect, it } from 'vitest'
import { REGIONS } from './regions'
import { SEGMENT_TRANSLATIONS, toExternalSegments, toInternalSegments } from './segments'

const NEWS_REGIONS = ['korea', 'latam', 'ar', 'br', 'bo', 'py', 'co', 'cl', 'uy']

const both = (regionId: string, locale: Parameters<typeof toExternalSegments>[1]) => ({
  out: (s: string[]) => toExternalSegments(regionId, locale, s),
  in: (s: string[]) => toInternalSegments(regionId, locale, s),
})

describe('mexico es', () => {
  const mx = both('mexico', 'es')
  const pairs: [string[], string[]][] = [
    [['products'], ['productos']],
    [
      ['products', 'sku-1'],
      ['productos', 'sku-1'],
    ],
    [
      ['products', 'fries', 'sku-1'],
      ['productos', 'fries', 'sku-1'],
    ],
    [
      ['products', 'sku-1', 'product-recipes'],
      ['productos', 'sku-1', 'producto-recetas'],
    ],
    [
      ['products', 'sku-1', 'product-recipes', '2'],
      ['productos', 'sku-1', 'producto-recetas', '2'],
    ],
    [
      ['products', 'fries', 'sku-1', 'product-recipes', '3'],
      ['productos', 'fries', 'sku-1', 'producto-recetas', '3'],
    ],
    [
      ['products', 'fries', 'sku-1', 'specifications'],
      ['productos', 'fries', 'sku-1', 'specifications'],
    ],
    [
      ['recipe', 'tacos'],
      ['receta', 'tacos'],
    ],
  ]
  it.each(pairs)('%j ⇄ %j', (internal, external) => {
    expect(mx.out(internal)).toEqual(external)
    expect(mx.in(external)).toEqual(internal)
  })

  it('translates route words only where they are route words', () => {
    expect(mx.out(['about', 'products'])).toEqual(['about', 'products'])
    expect(mx.out(['recipe', 'products'])).toEqual(['receta', 'products'])
    expect(mx.out(['recipe', 'recipe'])).toEqual(['receta', 'recipe'])
    expect(mx.out(['product-recipes'])).toEqual(['product-recipes'])
    expect(mx.out(['recipe', 'x', 'product-recipes'])).toEqual(['receta', 'x', 'product-recipes'])
    expect(mx.out(['products', 'a', 'b', 'c', 'product-recipes'])).toEqual([
      'productos',
      'a',
      'b',
      'c',
      'product-recipes',
    ])
    expect(mx.in(['about', 'productos'])).toEqual(['about', 'productos'])
    expect(mx.in(['receta', 'receta'])).toEqual(['recipe', 'receta'])
  })

  it('leaves the blog alone: mexico is not a news region', () => {
    expect(mx.out(['blog', 'x'])).toEqual(['blog', 'x'])
  })
})

describe('mexico en', () => {
  it('is untranslated in both directions', () => {
    const en = both('mexico', 'en')
    expect(en.out(['products', 'x', 'product-recipes'])).toEqual([
      'products',
      'x',
      'product-recipes',
    ])
    expect(en.out(['recipe', 'x'])).toEqual(['recipe', 'x'])
    expect(en.in(['productos', 'x'])).toEqual(['productos', 'x'])
  })
})

describe('blog as news', () => {
  it('applies to exactly the spec regions', () => {
    expect(REGIONS.filter((r) => r.blogAsNews).map((r) => r.id)).toEqual(
      expect.arrayContaining(NEWS_REGIONS),
    )
    expect(REGIONS.filter((r) => r.blogAsNews)).toHaveLength(NEWS_REGIONS.length)
  })

  for (const region of REGIONS) {
    for (const locale of region.locales) {
      const t = both(region.id, locale)
      if (NEWS_REGIONS.includes(region.id)) {
        it(`${region.id} ${locale}: blog ⇄ news`, () => {
          expect(t.out(['blog'])).toEqual(['news'])
          expect(t.out(['blog', 'post'])).toEqual(['news', 'post'])
          expect(t.out(['blog', 'category', 'c'])).toEqual(['news', 'category', 'c'])
          expect(t.out(['blog', 'author', 'a'])).toEqual(['news', 'author', 'a'])
          expect(t.out(['blog', 'blog'])).toEqual(['news', 'blog'])
          expect(t.out(['about', 'blog'])).toEqual(['about', 'blog'])
          expect(t.in(['news', 'post'])).toEqual(['blog', 'post'])
          expect(t.in(['news', 'news'])).toEqual(['blog', 'news'])
          expect(t.out(['products', 'x'])).toEqual(['products', 'x'])
        })
      } else if (region.id !== 'mexico') {
        it(`${region.id} ${locale}: nothing is translated`, () => {
          for (const s of [
            ['blog', 'x'],
            ['products', 'x', 'product-recipes'],
            ['recipe', 'y'],
          ]) {
            expect(t.out(s)).toEqual(s)
            expect(t.in(s)).toEqual(s)
          }
          expect(t.in(['news', 'x'])).toEqual(['news', 'x'])
        })
      }
    }
  }
})

describe('SEGMENT_TRANSLATIONS', () => {
  it('has the mexico es rows and one news row per news region and locale', () => {
    const newsRows = REGIONS.filter((r) => NEWS_REGIONS.includes(r.id)).flatMap((r) => r.locales)
    expect(SEGMENT_TRANSLATIONS).toHaveLength(3 + newsRows.length)
    expect(SEGMENT_TRANSLATIONS.filter((t) => t.regionId === 'mexico')).toEqual([
      {
        regionId: 'mexico',
        locale: 'es',
        internal: 'products',
        external: 'productos',
        position: 'root',
      },
      {
        regionId: 'mexico',
        locale: 'es',
        internal: 'product-recipes',
        external: 'producto-recetas',
        position: 'productSub',
      },
      {
        regionId: 'mexico',
        locale: 'es',
        internal: 'recipe',
        external: 'receta',
        position: 'root',
      },
    ])
  })

  it.each(SEGMENT_TRANSLATIONS.map((t) => [t.regionId, t.locale, t.internal, t.external, t]))(
    '%s %s: %s ⇄ %s round-trips',
    (_r, _l, _i, _e, row) => {
      const internal =
        row.position === 'root' ? [row.internal, 'x'] : ['products', 'x', row.internal]
      const external = toExternalSegments(row.regionId, row.locale, internal)
      expect(external).toContain(row.external)
      expect(toInternalSegments(row.regionId, row.locale, external)).toEqual(internal)
    },
  )

  it('treats an unknown region as untranslated', () => {
    expect(toExternalSegments('atlantis', 'es', ['products', 'x'])).toEqual(['products', 'x'])
  })
})
