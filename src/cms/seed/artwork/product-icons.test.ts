import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '../data/products'
import type { FoodIcon } from './food-icons'
import { FOOD_ICONS } from './food-icons'
import { productIcons } from './product-icons'

/** What the seed data says a product is, and the icon its artwork must then show. */
const BY_CATEGORY: Record<string, FoodIcon> = {
  fries: 'french-fries',
  'hash-browns': 'potato',
  'sweet-potatoes': 'roasted-sweet-potato',
  avocado: 'avocado',
  'onion-rings': 'onion',
}
const BY_NAME: [RegExp, FoodIcon][] = [
  [/\bfries\b/i, 'french-fries'],
  [/onion/i, 'onion'],
  [/avocado|guacamole/i, 'avocado'],
  [/broccoli/i, 'broccoli'],
  [/carrot/i, 'carrot'],
  [/corn/i, 'ear-of-corn'],
  [/mushroom/i, 'brown-mushroom'],
  [/mozzarella|cheese|parmesan/i, 'cheese-wedge'],
  [/jalape/i, 'hot-pepper'],
  [/(?<!sweet )potato|tots|hash brown|croquette/i, 'potato'],
]

describe('productIcons', () => {
  it.each(PRODUCTS.map((product) => [product.marketingName.en, product] as const))(
    '%s gets icons that fit it',
    (_name, product) => {
      const icons = productIcons(product)
      expect(icons.length).toBeGreaterThan(0)
      for (const icon of icons) expect(FOOD_ICONS).toContain(icon)
      for (const category of product.categories) {
        const expected = BY_CATEGORY[category]
        if (expected) expect(icons).toContain(expected)
      }
      for (const [pattern, expected] of BY_NAME) {
        if (pattern.test(product.marketingName.en)) expect(icons).toContain(expected)
      }
    },
  )

  it('gives the vegetables a vegetable, not a potato', () => {
    const vegetables = PRODUCTS.filter((product) => product.categories.includes('vegetables'))
    expect(vegetables.length).toBeGreaterThan(0)
    for (const product of vegetables) {
      expect(productIcons(product)[0]).not.toMatch(/potato|french-fries/)
    }
  })
})
