import { PRODUCTS } from '../data/products'
import type { SeedRecipe } from '../data/recipes'
import type { FoodIcon } from './food-icons'
import { productIcons } from './product-icons'

/** The plate holds at most this many icons. */
const PLATE_ICONS = 3

// Tested against the recipe's slug: the dish it is, or what it is served with.
const DISH_RULES: [RegExp, FoodIcon][] = [
  [/taco/, 'taco'],
  [/burger/, 'hamburger'],
  [/burrito/, 'burrito'],
  [/curry/, 'curry-rice'],
  [/fried-rice/, 'cooked-rice'],
  [/bowl/, 'bowl-with-spoon'],
  [/toast/, 'bread'],
  [/frittata|bake|pie/, 'shallow-pan-of-food'],
  [/breakfast-stack/, 'cooking'],
  [/poached-egg/, 'egg'],
  [/loaded/, 'bacon'],
  [/steak-fries/, 'cut-of-meat'],
  [/fish|salmon/, 'fish'],
  [/marinara|bravas/, 'tomato'],
  [/gochujang|buffalo|chili/, 'hot-pepper'],
  [/mushroom/, 'brown-mushroom'],
  [/cheese|cheddar|parmesan/, 'cheese-wedge'],
]

/** At most two icons come from the recipe's name, so its products always reach the plate. */
const DISH_ICONS = 2

/** A plated recipe: the dish first when it has an icon of its own, then its products' icons. */
export function recipeIcons(recipe: Pick<SeedRecipe, 'slug' | 'productSkus'>): FoodIcon[] {
  const dish = DISH_RULES.flatMap(([match, icon]) => (match.test(recipe.slug) ? [icon] : []))
  const chosen = dish.slice(0, DISH_ICONS)
  const products = recipe.productSkus.map((sku) => {
    const product = PRODUCTS.find((candidate) => candidate.sku === sku)
    return product ? productIcons(product) : []
  })
  // Every product's main icon first, then their second icons while the plate has room.
  for (const rank of [0, 1]) {
    for (const icons of products) {
      const icon = icons[rank]
      if (icon && !chosen.includes(icon)) chosen.push(icon)
    }
  }
  return chosen.slice(0, PLATE_ICONS)
}

/** The recipe collections shown as image cards on the recipe index. */
export const COLLECTION_ICONS: Record<string, FoodIcon[]> = {
  'game-day': ['hamburger', 'french-fries', 'hot-dog', 'onion'],
  'plant-forward': ['broccoli', 'leafy-green', 'carrot', 'avocado'],
  brunch: ['cooking', 'avocado', 'bread', 'potato'],
  'street-food': ['taco', 'hot-pepper', 'french-fries', 'burrito'],
}
