import { describe, expect, it } from 'vitest'
import { findRegion, type Region } from '../../routing/regions'
import { BRANDS } from './data/brands'
import { PRODUCTS } from './data/products'
import { RECIPES } from './data/recipes'
import { type HomeTargets, homeSections } from './home'

const us = findRegion('us') as Region
const pages = new Map([
  ['products', 1],
  ['recipes', 2],
  ['find-a-distributor', 3],
])
const illustrated = (keys: string[]) =>
  new Map(keys.map((key, index) => [key, { id: index + 10, image: index + 100 }]))
const icons = { samples: 7, distributor: 8, catalogue: 9 }

const full: HomeTargets = {
  pages,
  products: illustrated(PRODUCTS.map((p) => p.sku)),
  recipes: illustrated(RECIPES.map((r) => r.slug)),
  brands: illustrated(BRANDS.map((b) => b.slug)),
  marquee: 5,
  icons,
}
const types = (blocks: { blockType: string }[]) => blocks.map((block) => block.blockType)

describe('homeSections', () => {
  it('shows products, recipes, brands, news and the calls to order, in that order', () => {
    const blocks = homeSections(us, full, 'es')
    expect(types(blocks)).toEqual([
      'photoCardGrid',
      'hoverGrid',
      'flexGrid',
      'flexGrid',
      'threeFeatureBanner',
    ])
    expect(blocks[3]).toMatchObject({ mostRecent: true, amount: 3 })
    expect(blocks[4]).toMatchObject({
      features: [
        { image: 7, link: { siteRoute: 'sampleBag' } },
        { image: 8, link: { reference: { relationTo: 'pages', value: 3 } } },
        { image: 9, link: { siteRoute: 'productIndex' } },
      ],
    })
  })

  it('links each product card to the product with its own image, in the locale', () => {
    const [grid] = homeSections(us, full, 'ja-JP')
    const cards = grid?.cards as { photo: number; title: string; link: { reference: unknown } }[]
    expect(cards).toHaveLength(4)
    for (const card of cards) {
      const product = PRODUCTS.find((p) => p.marketingName['ja-JP'] === card.title)
      const seeded = full.products.get(product?.sku ?? '')
      expect(card.photo).toBe(seeded?.image)
      expect(card.link.reference).toEqual({ relationTo: 'products', value: seeded?.id })
    }
  })

  it('leaves out a section the region has nothing for, never an empty grid', () => {
    const empty = { ...full, products: new Map(), recipes: new Map(), brands: new Map() }
    expect(types(homeSections(us, empty, 'en'))).toEqual(['flexGrid', 'threeFeatureBanner'])
    const nowhere = { ...us, id: 'nowhere' }
    expect(types(homeSections(nowhere, full, 'en'))).toEqual([
      'hoverGrid',
      'flexGrid',
      'threeFeatureBanner',
    ])
  })
})
