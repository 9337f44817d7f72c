import { type Locale, isLocale } from './locales'

export type NutritionFormat = 'us' | 'anz' | 'japan' | 'korea'

export interface Region {
  id: string
  displayRegion: string
  defaultLocale: Locale
  locales: readonly Locale[]
  countries: readonly string[]
  /** Product data for `from` is read from `to` when the product has no copy in `from`. */
  pimLocaleMaps: readonly { from: Locale; to: Locale }[]
  hasLanguageDropdown: boolean
  blogAsNews: boolean
  nutritionFormat: NutritionFormat
}

type RegionRow = Omit<
  Region,
  'countries' | 'pimLocaleMaps' | 'hasLanguageDropdown' | 'blogAsNews' | 'nutritionFormat'
> &
  Partial<Region>

const SEA_COUNTRIES = [
  'cambodia',
  'indonesia',
  'malaysia',
  'myanmar',
  'philippines',
  'singapore',
  'thailand',
  'vietnam',
]
const LATAM_COUNTRIES = ['ar', 'br', 'bo', 'py', 'co', 'cl', 'uy']
const ES_AR_TO_ES = [{ from: 'es-AR', to: 'es' }] as const
const DISPLAY_NAMES: Record<string, string> = {
  cambodia: 'Cambodia',
  indonesia: 'Indonesia',
  malaysia: 'Malaysia',
  myanmar: 'Myanmar',
  philippines: 'Philippines',
  singapore: 'Singapore',
  thailand: 'Thailand',
  vietnam: 'Vietnam',
  ar: 'Argentina',
  bo: 'Bolivia',
  py: 'Paraguay',
  co: 'Colombia',
  uy: 'Uruguay',
}

const MAIN_ROWS: RegionRow[] = [
  {
    id: 'us',
    displayRegion: 'United States',
    defaultLocale: 'en',
    locales: ['en', 'es'],
    hasLanguageDropdown: true,
  },
  {
    id: 'mexico',
    displayRegion: 'México',
    defaultLocale: 'es',
    locales: ['es', 'en'],
    hasLanguageDropdown: true,
  },
  {
    id: 'korea',
    displayRegion: 'Korea',
    defaultLocale: 'ko-KR',
    locales: ['ko-KR', 'en'],
    hasLanguageDropdown: true,
    blogAsNews: true,
    nutritionFormat: 'korea',
  },
  {
    id: 'japan',
    displayRegion: 'Japan',
    defaultLocale: 'ja-JP',
    locales: ['ja-JP', 'en'],
    hasLanguageDropdown: true,
    nutritionFormat: 'japan',
  },
  {
    id: 'cl',
    displayRegion: 'Chile',
    defaultLocale: 'es-AR',
    locales: ['es-AR', 'en'],
    hasLanguageDropdown: true,
    blogAsNews: true,
    pimLocaleMaps: ES_AR_TO_ES,
  },
  { id: 'china', displayRegion: 'China', defaultLocale: 'zh', locales: ['zh'] },
  {
    id: 'sea',
    displayRegion: 'Southeast Asia',
    defaultLocale: 'en',
    locales: ['en'],
    countries: SEA_COUNTRIES,
  },
  ...SEA_COUNTRIES.map((id) => ({
    id,
    displayRegion: DISPLAY_NAMES[id] ?? id,
    defaultLocale: 'en' as const,
    locales: ['en' as const],
  })),
  { id: 'india', displayRegion: 'India', defaultLocale: 'en', locales: ['en'] },
  {
    id: 'au',
    displayRegion: 'Australia',
    defaultLocale: 'en',
    locales: ['en'],
    nutritionFormat: 'anz',
  },
  {
    id: 'nz',
    displayRegion: 'New Zealand',
    defaultLocale: 'en',
    locales: ['en'],
    nutritionFormat: 'anz',
  },
  {
    id: 'latam',
    displayRegion: 'Latin America',
    defaultLocale: 'es-AR',
    locales: ['es-AR'],
    countries: LATAM_COUNTRIES,
    blogAsNews: true,
    pimLocaleMaps: ES_AR_TO_ES,
  },
  ...['ar', 'bo', 'py', 'co', 'uy'].map((id) => ({
    id,
    displayRegion: DISPLAY_NAMES[id] ?? id,
    defaultLocale: 'es-AR' as const,
    locales: ['es-AR' as const],
    blogAsNews: true,
    pimLocaleMaps: ES_AR_TO_ES,
  })),
  {
    id: 'br',
    displayRegion: 'Brasil',
    defaultLocale: 'pt-BR',
    locales: ['pt-BR'],
    blogAsNews: true,
  },
]

const CHINA_ONLY_ROWS: RegionRow[] = [
  { id: 'china', displayRegion: 'China', defaultLocale: 'zh', locales: ['zh', 'en'] },
]

function toRegion(row: RegionRow): Region {
  return {
    countries: [],
    pimLocaleMaps: [],
    hasLanguageDropdown: false,
    blogAsNews: false,
    nutritionFormat: 'us',
    ...row,
  }
}

export type Edition = 'main' | 'china'

/** The china-only edition serves region china alone. */
export function currentEdition(): Edition {
  return process.env.NEXT_PUBLIC_SITE_EDITION === 'china' ? 'china' : 'main'
}

const EDITIONS: Record<Edition, { regions: Region[]; defaultRegion: string }> = {
  main: { regions: MAIN_ROWS.map(toRegion), defaultRegion: 'us' },
  china: { regions: CHINA_ONLY_ROWS.map(toRegion), defaultRegion: 'china' },
}

export const REGIONS: readonly Region[] = EDITIONS[currentEdition()].regions
export const DEFAULT_REGION_ID: string = EDITIONS[currentEdition()].defaultRegion
export const REGION_IDS: readonly string[] = REGIONS.map((r) => r.id)

/** Every region tag of every edition: the CMS tags documents for all of them. */
export const ALL_REGION_IDS: readonly string[] = [
  ...new Set([...EDITIONS.main.regions, ...EDITIONS.china.regions].map((r) => r.id)),
]

const BY_ID = new Map(REGIONS.map((r) => [r.id, r]))

export function findRegion(id: unknown): Region | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined
}

export function getRegion(id: string): Region {
  return findRegion(id) ?? (BY_ID.get(DEFAULT_REGION_ID) as Region)
}

export function isRegionId(value: unknown): value is string {
  return findRegion(value) !== undefined
}

export function defaultRegion(): Region {
  return getRegion(DEFAULT_REGION_ID)
}

export function regionTag(regionId: string): string {
  return `region${regionId.charAt(0).toUpperCase()}${regionId.slice(1)}`
}

export function regionSupportsLocale(region: Region, locale: unknown): locale is Locale {
  return isLocale(locale) && region.locales.includes(locale)
}

export function isSupportedLocale(locale: unknown): locale is Locale {
  return REGIONS.some((r) => regionSupportsLocale(r, locale))
}

export function pimLocale(region: Region, locale: Locale): Locale {
  return region.pimLocaleMaps.find((m) => m.from === locale)?.to ?? locale
}
