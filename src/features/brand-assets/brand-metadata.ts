import type { Metadata, Viewport } from 'next'
import type { SiteBrand } from '@/content/brand'
import { FAVICON_PATH, TOUCH_ICON_SIZE, manifestPath, markPath } from './lib/paths'

/** Head tags every page of a region carries; a page's own share image replaces the default one. */
export function brandMetadata(
  brand: SiteBrand | null,
  regionId: string,
  locale: string,
): Pick<Metadata, 'icons' | 'manifest' | 'openGraph' | 'twitter'> {
  const svg = brand?.icon?.mimeType === 'image/svg+xml' ? brand.icon : null
  const share = brand?.socialImage
  const images = share
    ? [{ url: share.url, width: share.width, height: share.height, alt: share.alt }]
    : null
  return {
    icons: {
      icon: [
        { url: FAVICON_PATH, sizes: '32x32' },
        ...(svg ? [{ url: svg.url, type: svg.mimeType }] : []),
      ],
      apple: [
        {
          url: markPath(regionId, TOUCH_ICON_SIZE),
          sizes: `${TOUCH_ICON_SIZE}x${TOUCH_ICON_SIZE}`,
          type: 'image/png',
        },
      ],
    },
    manifest: manifestPath(regionId, locale),
    ...(images ? { openGraph: { images }, twitter: { card: 'summary_large_image', images } } : {}),
  }
}

export function brandViewport(brand: SiteBrand | null): Viewport {
  return brand?.themeColor ? { themeColor: brand.themeColor } : {}
}
