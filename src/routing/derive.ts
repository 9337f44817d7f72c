import { DEFAULT_LOCALE, type Locale } from './locales'
import {
  DEFAULT_REGION_ID,
  findRegion,
  getRegion,
  isRegionId,
  regionSupportsLocale,
} from './regions'

export interface UrlSources {
  localeQuery?: string | null
  /** `?regionLocale=`, or the region route parameter. */
  regionLocale?: string | null
  /** The pathname split on `/`, empty segments dropped. */
  pathSegments?: readonly string[]
}

/** Spec §2: the first path segment, then `regionLocale`, then the edition's default region. */
export function deriveRegion({ regionLocale, pathSegments = [] }: UrlSources): string {
  const [first] = pathSegments
  if (isRegionId(first)) return first
  if (isRegionId(regionLocale)) return regionLocale
  return DEFAULT_REGION_ID
}

function pathLocale(pathSegments: readonly string[]): string | undefined {
  return isRegionId(pathSegments[0]) ? pathSegments[1] : pathSegments[0]
}

/** Spec §4: query, region locale, path, default; a value the region does not serve is skipped. */
export function deriveLocale(sources: UrlSources): Locale {
  const region = getRegion(deriveRegion(sources))
  const regionLocale = findRegion(sources.regionLocale)?.defaultLocale
  const candidates = [
    sources.localeQuery,
    regionLocale,
    pathLocale(sources.pathSegments ?? []),
    region.defaultLocale,
  ]
  return candidates.find((c) => regionSupportsLocale(region, c)) ?? DEFAULT_LOCALE
}

/** Spec §4, region selection: the locale to keep or switch to after choosing a region. */
export function localeAfterRegionChange(newRegionId: string, currentLocale: string): Locale {
  const region = findRegion(newRegionId)
  if (!region) return DEFAULT_LOCALE
  if (!region.hasLanguageDropdown || !regionSupportsLocale(region, currentLocale)) {
    return region.defaultLocale
  }
  return currentLocale
}
