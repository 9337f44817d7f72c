import 'server-only'
import { getSiteBrand } from '@/content/brand'
import { homePath } from '@/routing/build'
import { defaultRegion, findRegion, regionSupportsLocale } from '@/routing/regions'
import { packIco } from './lib/ico'
import { webManifest } from './lib/manifest'
import { APP_ICON_SIZES, FAVICON_SIZES, markPath, markSizeOf } from './lib/paths'
import { fallbackIconSvg, squarePng } from './lib/rasterise'
import { faviconIco, markPng } from './server/icons'
import { BRIEFLY, fileOrFallback, fileResponse, notFoundResponse } from './server/responses'

type Params<T> = { params: Promise<T> }

export async function faviconGet(): Promise<Response> {
  const region = defaultRegion()
  return fileOrFallback(
    'image/x-icon',
    () => faviconIco({ regionId: region.id, locale: region.defaultLocale }),
    async () =>
      packIco(
        await Promise.all(FAVICON_SIZES.map((size) => squarePng(fallbackIconSvg(null), size))),
      ),
  )
}

export async function markGet(
  _request: Request,
  { params }: Params<{ region: string; file: string }>,
): Promise<Response> {
  const { region: regionId, file } = await params
  const region = findRegion(regionId)
  const size = markSizeOf(file)
  if (!region || !size) return notFoundResponse()
  return fileOrFallback(
    'image/png',
    () => markPng({ regionId: region.id, locale: region.defaultLocale }, size),
    () => squarePng(fallbackIconSvg(null), size),
  )
}

export async function manifestGet(
  _request: Request,
  { params }: Params<{ region: string; locale: string }>,
): Promise<Response> {
  const { region: regionId, locale } = await params
  const region = findRegion(regionId)
  if (!region || !regionSupportsLocale(region, locale)) return notFoundResponse()
  const brand = await getSiteBrand({ regionId: region.id, locale, previewToken: null }).catch(
    () => undefined,
  )
  const icons = APP_ICON_SIZES.map((size) => ({
    src: markPath(region.id, size),
    sizes: `${size}x${size}`,
    type: 'image/png',
  }))
  if (brand?.icon?.mimeType === 'image/svg+xml')
    icons.push({ src: brand.icon.url, sizes: 'any', type: 'image/svg+xml' })
  const manifest = webManifest({
    siteName: brand?.siteName ?? '',
    themeColor: brand?.themeColor ?? null,
    startUrl: homePath(region.id, locale),
    lang: locale,
    icons,
  })
  const type = 'application/manifest+json; charset=utf-8'
  return fileResponse(JSON.stringify(manifest), type, brand === undefined ? BRIEFLY : undefined)
}
