import { MAIN_EDITION_REGIONS } from './data/products'
import type { SeedRecipe } from './data/recipes'
import type { SeedBrand, SeedProduct } from './data/types'

/** Cards per home section: one row of the photo card grid on a wide screen. */
export const HOME_CARDS = 4
/** The recipes' hover grid lays out three cards a row: a fourth would sit alone on a second row. */
export const HOME_RECIPE_CARDS = 3

const carries = (regions: 'all' | readonly string[], regionId: string) =>
  regions === 'all' || regions.includes(regionId)

/** Sold in only some regions: what makes a region's home its own. */
const isRegional = (product: SeedProduct) => product.regions.length < MAIN_EDITION_REGIONS.length

const productRank = (product: SeedProduct) => (isRegional(product) ? 0 : product.badge ? 1 : 2)

/**
 * The region's own products first, then those with a badge (new, best seller), then the rest,
 * newest first within each; one per top-level category so the row shows the range.
 */
export function featuredProducts(
  regionId: string,
  products: readonly SeedProduct[],
  count = HOME_CARDS,
): SeedProduct[] {
  const ranked = products
    .filter((product) => carries(product.regions, regionId))
    .sort((a, b) => productRank(a) - productRank(b) || a.publishedDaysAgo - b.publishedDaysAgo)
  const picked: SeedProduct[] = []
  const categories = new Set<string>()
  for (const product of ranked) {
    const category = product.categories[0] ?? product.sku
    if (categories.has(category)) continue
    categories.add(category)
    picked.push(product)
    if (picked.length === count) break
  }
  return picked
}

/** The region's featured recipes, newest first, topped up with its newest others. */
export function featuredRecipes(
  regionId: string,
  recipes: readonly SeedRecipe[],
  count = HOME_RECIPE_CARDS,
): SeedRecipe[] {
  return recipes
    .filter((recipe) => carries(recipe.regions, regionId))
    .sort(
      (a, b) => Number(b.featured) - Number(a.featured) || a.publishedDaysAgo - b.publishedDaysAgo,
    )
    .slice(0, count)
}

/** Brands with at least one product in the region, in the brand table's order. */
export function regionBrands(
  regionId: string,
  brands: readonly SeedBrand[],
  products: readonly SeedProduct[],
): SeedBrand[] {
  const sold = new Set(
    products.filter((product) => carries(product.regions, regionId)).map((p) => p.brand),
  )
  return brands.filter((brand) => sold.has(brand.slug))
}

/** Whether the region has posts for the most-recent news grid to show. */
export function hasPosts(
  regionId: string,
  posts: readonly { regions: 'all' | readonly string[] }[],
) {
  return posts.some((post) => carries(post.regions, regionId))
}
