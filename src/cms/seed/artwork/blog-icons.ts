import type { FoodIcon } from './food-icons'

/** Each demo post's topic in icons, by slug; a test checks every seeded post has a row. */
export const BLOG_ICONS: Record<string, FoodIcon[]> = {
  'how-long-can-fries-hold': ['french-fries', 'stopwatch'],
  'plant-forward-menu-moves-2026': ['leafy-green', 'broccoli', 'seedling'],
  'game-day-menu-playbook': ['hamburger', 'french-fries', 'hot-dog'],
  'avocado-costs-ready-to-use-pulp': ['avocado', 'money-bag'],
  'regenerative-potato-farming': ['potato', 'seedling', 'tractor'],
  'air-fryers-commercial-kitchens': ['french-fries', 'fire', 'cook'],
  'k-12-lunch-line-trends': ['green-apple', 'french-fries', 'carrot'],
  'introducing-terrafield-plus': ['sparkles', 'potato', 'glowing-star'],
  'cutting-waste-frozen-vegetables': ['snowflake', 'carrot', 'broccoli'],
  'korean-street-food-flavors': ['hot-pepper', 'french-fries', 'cooked-rice'],
  'fully-recyclable-cases': ['recycling-symbol', 'package'],
  'simple-ways-to-save-prep-time': ['stopwatch', 'kitchen-knife', 'carrot'],
  'latin-american-flavors-snack-menus': ['avocado', 'hot-pepper', 'taco'],
  'new-harvest-crisp-fire-roasted-vegetables': ['bell-pepper', 'fire', 'ear-of-corn'],
  'holiday-catering-frozen-appetizers': ['cheese-wedge', 'party-popper', 'brown-mushroom'],
}
