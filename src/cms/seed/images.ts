import { LOCALE_FALLBACKS, LOCALES, type Locale } from '../../routing/locales'
import { composeArt } from './artwork/compose'
import type { Art } from './artwork/scene'
import type { SeedContext } from './context'
import type { Localized } from './data/types'

export interface GeneratedImage {
  name: string
  /** In every locale: the media alt is localized, and each locale shows its own. */
  alt: Localized
  width: number
  height: number
  colour: string
  art: Art
}

const WRITE = {
  overrideAccess: true,
  context: { skipRevalidate: true, skipSearchIndex: true },
  depth: 0,
} as const

// Drawn here from the bundled Fluent Emoji set, so the demo needs no downloads, with Payload's own
// sharp: importing sharp a second time beside the config made the seed's module loading stall.
export async function renderImage(ctx: SeedContext, image: GeneratedImage): Promise<Buffer> {
  const sharp = ctx.payload.config.sharp
  if (!sharp) throw new Error('the Payload config has no sharp instance')
  const svg = composeArt(image)
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

/**
 * The locales besides English whose alt text must be written: a locale whose text is what the CMS
 * would fall back to anyway (a brand name, es-AR worded like es) costs no write.
 */
export function altLocalesToWrite(alt: Localized): Locale[] {
  const written = new Set<Locale>(['en'])
  for (const locale of LOCALES) {
    if (written.has(locale)) continue
    const inherited = LOCALE_FALLBACKS[locale].find((fallback) => written.has(fallback)) ?? 'en'
    if (alt[locale] !== alt[inherited]) written.add(locale)
  }
  return LOCALES.filter((locale) => locale !== 'en' && written.has(locale))
}

/** English on create, then one update for each locale whose alt text differs. */
export async function writeMedia(
  ctx: SeedContext,
  alt: Localized,
  file: { data: Buffer; mimetype: string; name: string },
): Promise<number> {
  const created = await ctx.payload.create({
    collection: 'media',
    data: { alt: alt.en },
    file: { ...file, size: file.data.length },
    locale: 'en',
    ...WRITE,
  })
  const id = created.id as number
  for (const locale of altLocalesToWrite(alt)) {
    await ctx.payload.update({
      collection: 'media',
      id,
      data: { alt: alt[locale] },
      locale,
      ...WRITE,
    })
  }
  return id
}

export async function uploadImage(ctx: SeedContext, image: GeneratedImage): Promise<number> {
  const data = await renderImage(ctx, image)
  return writeMedia(ctx, image.alt, { data, mimetype: 'image/webp', name: `${image.name}.webp` })
}

/** Uploaded as the drawing itself, so it stays sharp at any size (and passes the SVG sanitiser). */
export async function uploadVector(ctx: SeedContext, image: GeneratedImage): Promise<number> {
  const data = Buffer.from(composeArt(image))
  return writeMedia(ctx, image.alt, { data, mimetype: 'image/svg+xml', name: `${image.name}.svg` })
}
