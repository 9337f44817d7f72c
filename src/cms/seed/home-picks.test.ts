import { describe, expect, it } from 'vitest'
import { ALL_REGION_IDS } from '../../routing/regions'
import { BLOGS } from './data/blogs'
import { BRANDS } from './data/brands'
import { PRODUCTS } from './data/products'
import { RECIPES } from './data/recipes'
import {
  featuredProducts,
  featuredRecipes,
  hasPosts,
  HOME_RECIPE_CARDS,
  regionBrands,
} from './home-picks'

const skus = (regionId: string) => featuredProducts(regionId, PRODUCTS).map((p) => p.sku)

describe('featuredProducts', () => {
  it('shows four products the region carries, one per top-level category', () => {
    for (const regionId of ALL_REGION_IDS) {
      const picked = featuredProducts(regionId, PRODUCTS)
      expect(picked, regionId).toHaveLength(4)
      for (const product of picked) expect(product.regions, regionId).toContain(regionId)
      expect(new Set(picked.map((p) => p.categories[0])).size, regionId).toBe(4)
    }
  })

  it("puts a region's own products first", () => {
    expect(skus('japan')).toEqual(expect.arrayContaining(['TF-10015', 'TF-10029']))
    expect(skus('au')).toEqual(expect.arrayContaining(['TF-10023', 'TF-10010']))
    expect(skus('us')).toEqual(expect.arrayContaining(['TF-10008', 'TF-10025', 'TF-10019']))
  })

  it('falls back to new and best-selling products, newest first', () => {
    expect(skus('br')).toEqual(['TF-10009', 'TF-10021', 'TF-10037', 'TF-10038'])
  })

  it('is empty for a region without products', () => {
    expect(featuredProducts('nowhere', PRODUCTS)).toEqual([])
  })
})

describe('featuredRecipes', () => {
  it("shows the region's featured recipes first, newest first", () => {
    for (const regionId of ALL_REGION_IDS) {
      const picked = featuredRecipes(regionId, RECIPES)
      expect(picked, regionId).toHaveLength(HOME_RECIPE_CARDS)
      for (const recipe of picked) {
        expect(recipe.featured, recipe.slug).toBe(true)
        expect(recipe.regions === 'all' || recipe.regions.includes(regionId), recipe.slug).toBe(
          true,
        )
      }
      const ages = picked.map((r) => r.publishedDaysAgo)
      expect(ages, regionId).toEqual([...ages].sort((a, b) => a - b))
    }
  })

  it('tops up with other recipes and is empty without any', () => {
    const plain = RECIPES.slice(0, 2).map((r) => ({ ...r, featured: false, regions: ['x'] }))
    expect(featuredRecipes('x', plain)).toHaveLength(2)
    expect(
      featuredRecipes(
        'nowhere',
        RECIPES.filter((r) => r.regions !== 'all'),
      ),
    ).toEqual([])
  })
})

describe('regionBrands', () => {
  it('lists the brands whose products the region carries', () => {
    expect(regionBrands('us', BRANDS, PRODUCTS).map((b) => b.slug)).toEqual(
      BRANDS.map((b) => b.slug),
    )
    expect(regionBrands('nowhere', BRANDS, PRODUCTS)).toEqual([])
  })
})

describe('hasPosts', () => {
  it('tells whether the news grid has anything to show', () => {
    expect(hasPosts('korea', BLOGS)).toBe(true)
    expect(
      hasPosts(
        'nowhere',
        BLOGS.filter((b) => b.regions !== 'all'),
      ),
    ).toBe(false)
  })
})
