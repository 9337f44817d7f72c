import { LOCALES, type Locale } from '../../routing/locales'
import type { Region } from '../../routing/regions'
import type { FoodIcon } from './artwork/food-icons'
import { PALETTE } from './artwork/palette'
import type { SeedContext } from './context'
import { uploadImage, uploadVector } from './images'

export const SITE_NAME = 'Terrafield Foods'
export const THEME_COLOR = PALETTE.green700

const SOCIAL_ICONS: FoodIcon[] = ['french-fries', 'potato', 'avocado', 'seedling', 'ear-of-corn']

/** The brand name is the alt text of every brand image, in each locale it is shown in. */
async function altInLocales(ctx: SeedContext, id: number, locales: readonly Locale[]) {
  for (const locale of locales) {
    if (locale === 'en') continue
    await ctx.payload.update({
      collection: 'media',
      id,
      data: { alt: SITE_NAME },
      locale,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
  }
}

/** The header mark (three icons in a row) and the square icon, both vector and without lettering. */
export async function seedBrandMarks(ctx: SeedContext): Promise<{ logo: number; icon: number }> {
  const mark = { alt: SITE_NAME, colour: THEME_COLOR, height: 120 }
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
  await altInLocales(ctx, logo, LOCALES)
  await altInLocales(ctx, icon, LOCALES)
  return { logo, icon }
}

/** One share picture per region: 1200 × 630, the size link previews crop to. */
export async function seedSocialImage(ctx: SeedContext, region: Region): Promise<number> {
  const id = await uploadImage(ctx, {
    name: `social-${region.id}`,
    alt: SITE_NAME,
    width: 1200,
    height: 630,
    colour: THEME_COLOR,
    art: { layout: 'pattern', icons: SOCIAL_ICONS },
  })
  await altInLocales(ctx, id, region.locales)
  return id
}
