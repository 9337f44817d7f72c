import 'server-only'
import { brandTags, getSiteBrand } from '@/content/brand'
import type { Locale } from '@/routing/locales'
import { packIco } from '../lib/ico'
import { FAVICON_SIZES } from '../lib/paths'
import { fallbackIconSvg, squarePng } from '../lib/rasterise'
import { cachedBytes } from './cached-bytes'
import { iconSource } from './icon-source'

interface BrandPlace {
  regionId: string
  locale: Locale
}

/** A broken upload (sharp cannot read it) still yields an icon: the fallback mark. */
async function drawn(source: Buffer, draw: (source: Buffer) => Promise<Buffer>): Promise<Buffer> {
  try {
    return await draw(source)
  } catch {
    return draw(fallbackIconSvg(null))
  }
}

export function markPng(place: BrandPlace, size: number): Promise<Buffer> {
  return cachedBytes(['mark', place.regionId, String(size)], brandTags(place), async () => {
    const brand = await getSiteBrand({ ...place, previewToken: null })
    return drawn(await iconSource(brand), (source) => squarePng(source, size))
  })
}

export function faviconIco(place: BrandPlace): Promise<Buffer> {
  return cachedBytes(['favicon', place.regionId], brandTags(place), async () => {
    const brand = await getSiteBrand({ ...place, previewToken: null })
    return drawn(await iconSource(brand), async (source) =>
      packIco(await Promise.all(FAVICON_SIZES.map((size) => squarePng(source, size)))),
    )
  })
}
