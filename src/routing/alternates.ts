import { buildPath } from './build'
import { hreflangOf } from './hreflang'
import { parsePath } from './parse'
import { DEFAULT_REGION_ID, getRegion, REGIONS, REGION_IDS, regionTag } from './regions'

/** The regions a document tagged with these region tags is published in. */
export function regionsTagged(tags: readonly string[] | null | undefined): string[] {
  const present = new Set(tags ?? [])
  return REGION_IDS.filter((regionId) => present.has(regionTag(regionId)))
}

export interface LanguageAlternates {
  /** `hreflang` code → path of the same document in that region and language, `x-default` too. */
  languages: Record<string, string>
  /** The page's own code, as Open Graph writes it (`en_US`). */
  ogLocale: string
  ogAlternateLocales: string[]
}

const ogCode = (hreflang: string) => hreflang.replace('-', '_')

/**
 * Where else the page at `ownPath` is: the same content path in every language of every region in
 * `regionIds`, spelled with each one's translated words. The page names itself too, as search
 * engines ask, and `x-default` leads to the default region's page when there is one.
 */
export function languageAlternates(
  ownPath: string,
  regionIds: readonly string[],
): LanguageAlternates | null {
  const [pathname = '', query] = ownPath.split('?')
  const own = parsePath(pathname)
  if (!own) return null
  const suffix = query ? `?${query}` : ''
  const languages: Record<string, string> = {}
  for (const region of REGIONS) {
    if (!regionIds.includes(region.id)) continue
    for (const locale of region.locales) {
      const path = buildPath({ regionId: region.id, locale, segments: own.segments })
      languages[hreflangOf(region.id, locale)] = `${path}${suffix}`
    }
  }
  if (regionIds.includes(DEFAULT_REGION_ID)) {
    const locale = getRegion(DEFAULT_REGION_ID).defaultLocale
    const path = buildPath({ regionId: DEFAULT_REGION_ID, locale, segments: own.segments })
    languages['x-default'] = `${path}${suffix}`
  }
  const ownCode = hreflangOf(own.regionId, own.locale)
  return {
    languages,
    ogLocale: ogCode(ownCode),
    ogAlternateLocales: Object.keys(languages)
      .filter((code) => code !== 'x-default' && code !== ownCode)
      .map(ogCode),
  }
}
