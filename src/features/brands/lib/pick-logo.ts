import type { BrandLogos } from '@/content/brands'
import type { Image } from '@/content/images'

/** Where a logo is shown: the variant that reads there comes first, then the closest stand-ins. */
export type LogoPlace = 'header' | 'onDark' | 'onLight' | 'inPageNavigation'

const PREFERENCE: Record<LogoPlace, readonly (keyof BrandLogos)[]> = {
  header: ['fullColour', 'black'],
  // A full-colour or black logo would vanish on a dark band, so only the white one qualifies.
  onDark: ['white'],
  onLight: ['black', 'fullColour'],
  inPageNavigation: ['inPageNavigation', 'black', 'fullColour'],
}

export function pickLogo(logos: BrandLogos, place: LogoPlace): Image | null {
  for (const variant of PREFERENCE[place]) {
    const logo = logos[variant]
    if (logo) return logo
  }
  return null
}
