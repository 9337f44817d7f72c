import type { SeedProduct } from '../data/types'
import type { FoodIcon } from './food-icons'

interface IconRule {
  /** Tested against the product's English name, lower-cased. */
  match: RegExp
  icons: FoodIcon[]
  /** Skipped when one of these is already chosen (kumara wedges are not potato wedges). */
  unless?: FoodIcon[]
}

// In priority order: what the product is first, then what flavours it.
const NAME_RULES: IconRule[] = [
  { match: /sweet potato|kumara/, icons: ['roasted-sweet-potato'] },
  { match: /jalape/, icons: ['hot-pepper'] },
  { match: /fries|chips/, icons: ['french-fries'] },
  {
    match: /potato|tots|hash brown|wedges|croquette/,
    icons: ['potato'],
    unless: ['roasted-sweet-potato'],
  },
  { match: /onion/, icons: ['onion'] },
  { match: /avocado|guacamole/, icons: ['avocado'] },
  { match: /broccoli|cauliflower/, icons: ['broccoli'] },
  { match: /corn/, icons: ['ear-of-corn'] },
  { match: /carrot/, icons: ['carrot'] },
  { match: /mushroom/, icons: ['brown-mushroom'] },
  { match: /zucchini/, icons: ['cucumber'] },
  { match: /green beans/, icons: ['pea-pod'] },
  { match: /vegetable medley/, icons: ['bell-pepper', 'carrot'] },
  { match: /mozzarella|cheese|parmesan/, icons: ['cheese-wedge'] },
  { match: /peppers/, icons: ['bell-pepper'] },
  { match: /spicy/, icons: ['hot-pepper'] },
  { match: /garlic/, icons: ['garlic'] },
  { match: /honey/, icons: ['honey-pot'] },
]

/** When the name says nothing recognisable, the first category decides. */
const CATEGORY_ICONS: Record<string, FoodIcon> = {
  fries: 'french-fries',
  'specialty-potatoes': 'potato',
  'hash-browns': 'potato',
  'sweet-potatoes': 'roasted-sweet-potato',
  appetizers: 'cheese-wedge',
  vegetables: 'leafy-green',
  avocado: 'avocado',
  'onion-rings': 'onion',
}

/** The icons a product's artwork shows, the main one first. */
export function productIcons(
  product: Pick<SeedProduct, 'marketingName' | 'categories'>,
): FoodIcon[] {
  const name = product.marketingName.en.toLowerCase()
  const chosen: FoodIcon[] = []
  for (const rule of NAME_RULES) {
    if (!rule.match.test(name)) continue
    if (rule.unless?.some((icon) => chosen.includes(icon))) continue
    for (const icon of rule.icons) if (!chosen.includes(icon)) chosen.push(icon)
  }
  if (chosen.length > 0) return chosen
  const fallback = product.categories.flatMap((slug) => CATEGORY_ICONS[slug] ?? [])
  return fallback.length > 0 ? fallback.slice(0, 1) : ['potato']
}
