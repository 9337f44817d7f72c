/** Public URLs of the brand files: outside the site's rewrites (`brand` and `favicon.ico` are exempt). */
export const FAVICON_PATH = '/favicon.ico'
export const FAVICON_SIZES = [16, 32, 48] as const
export const TOUCH_ICON_SIZE = 180
export const APP_ICON_SIZES = [192, 512] as const
export const MARK_SIZES: readonly number[] = [TOUCH_ICON_SIZE, ...APP_ICON_SIZES]

export function markPath(regionId: string, size: number): string {
  return `/brand/${regionId}/mark/${size}.png`
}

export function manifestPath(regionId: string, locale: string): string {
  return `/brand/${regionId}/${locale}/manifest.webmanifest`
}

/** `180.png` → 180 when it is a size we draw; anything else is not a file we serve. */
export function markSizeOf(file: string): number | null {
  const match = /^(\d{3})\.png$/.exec(file)
  const size = match ? Number(match[1]) : NaN
  return MARK_SIZES.includes(size) ? size : null
}
