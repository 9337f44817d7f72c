import type { FoodIcon } from './food-icons'

/** The icon in each brand's logo mark, after what the brand mostly sells. */
export const BRAND_ICONS: Record<string, FoodIcon> = {
  'terrafield-classic': 'potato',
  'golden-acre': 'french-fries',
  'harvest-crisp': 'broccoli',
  'verde-avocado': 'avocado',
}
