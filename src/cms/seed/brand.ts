import type { Region } from '../../routing/regions'
import type { FoodIcon } from './artwork/food-icons'
import { PALETTE } from './artwork/palette'
import type { SeedContext } from './context'
import { ALT_TEXT } from './data/alt-text'
import { uploadImage, uploadVector } from './images'

export const SITE_NAME = 'Terrafield Foods'
export const THEME_COLOR = PALETTE.green700

const SOCIAL_ICONS: FoodIcon[] = ['french-fries', 'potato', 'avocado', 'seedling', 'ear-of-corn']

/** The header mark (three icons in a row) and the square icon, both vector and without lettering; the brand name is their alt text. */
export async function seedBrandMarks(ctx: SeedContext): Promise<{ logo: number; icon: number }> {
  const mark = { alt: ALT_TEXT.siteLogo, colour: THEME_COLOR, height: 120 }
  const logo = await uploadVector(ctx, {
    ...mark,
    name: 'terrafield-logo',
    width: 400,
    art: { layout: 'mark', icons: ['potato', 'seedling', 'ear-of-corn'] },
  })
  const icon = await uploadVector(ctx, {
    ...mark,
    name: 'terrafield-icon',
    width: 120,
    art: { layout: 'mark', icons: ['seedling'] },
  })
  return { logo, icon }
}

/** One share picture per region: 1200 × 630, the size link previews crop to. */
export async function seedSocialImage(ctx: SeedContext, region: Region): Promise<number> {
  return uploadImage(ctx, {
    name: `social-${region.id}`,
    alt: ALT_TEXT.siteLogo,
    width: 1200,
    height: 630,
    colour: THEME_COLOR,
    art: { layout: 'pattern', icons: SOCIAL_ICONS },
  })
}
