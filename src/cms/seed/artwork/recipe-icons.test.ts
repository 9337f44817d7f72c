import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '../data/products'
import { RECIPE_CATEGORIES, RECIPES } from '../data/recipes'
import { BLOG_ICONS } from './blog-icons'
import { BRAND_ICONS } from './brand-icons'
import { BLOGS } from '../data/blogs'
import { BRANDS } from '../data/brands'
import type { FoodIcon } from './food-icons'
import { FOOD_ICONS } from './food-icons'
import { productIcons } from './product-icons'
import { COLLECTION_ICONS, recipeIcons } from './recipe-icons'

const DISHES: [RegExp, FoodIcon][] = [
  [/taco/, 'taco'],
  [/burger/, 'hamburger'],
  [/burrito/, 'burrito'],
]

describe('recipeIcons', () => {
  it.each(RECIPES.map((recipe) => [recipe.slug, recipe] as const))(
    '%s is plated with its products',
    (slug, recipe) => {
      const icons = recipeIcons(recipe)
      expect(icons.length).toBeGreaterThan(0)
      expect(icons.length).toBeLessThanOrEqual(3)
      for (const icon of icons) expect(FOOD_ICONS).toContain(icon)
      const first = PRODUCTS.find((product) => product.sku === recipe.productSkus[0])
      expect(first).toBeDefined()
      if (first) expect(icons).toContain(productIcons(first)[0])
      for (const [pattern, dish] of DISHES) if (pattern.test(slug)) expect(icons).toContain(dish)
    },
  )
})

describe('the other seeded images', () => {
  it('draws every recipe collection', () => {
    for (const category of RECIPE_CATEGORIES.filter((c) => c.type === 'Collections')) {
      expect(COLLECTION_ICONS[category.slug]?.length, category.slug).toBeGreaterThan(0)
    }
  })

  it('draws every blog post and every brand', () => {
    for (const blog of BLOGS) expect(BLOG_ICONS[blog.slug]?.length, blog.slug).toBeGreaterThan(0)
    for (const brand of BRANDS) expect(BRAND_ICONS[brand.slug], brand.slug).toBeDefined()
  })
})
