import { buildPath, encodeSegment } from './build'
import type { Locale } from './locales'
import { DEFAULT_REGION_ID, getRegion, isRegionId, regionSupportsLocale } from './regions'
import { toInternalSegments } from './segments'

export const MAX_PATH_LENGTH = 2000
export const MAX_SEGMENT_LENGTH = 200

export type RegionSource = 'path' | 'query' | 'default'
export type LocaleSource = 'query' | 'path' | 'default'

export interface ParsedPath {
  regionId: string
  locale: Locale
  /** Content path in internal route words, decoded: what the route's slugs are. */
  segments: string[]
  /** Content path as written in the URL, decoded. */
  externalSegments: string[]
  regionSource: RegionSource
  localeSource: LocaleSource
  /** `/{regionId}/{locale}/{segments}`: the route that serves this URL. */
  internalPath: string
  canonicalPath: string
  /** False when the URL is an old, untranslated, prefixed or query-string form of the page. */
  isCanonical: boolean
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

function isCleanSegment(segment: string): boolean {
  if (segment === '.' || segment === '..' || segment.length > MAX_SEGMENT_LENGTH) return false
  for (const char of segment) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '/' || char === '\\') return false
  }
  return true
}

function splitPath(pathname: string): string[] | null {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return null
  const segments: string[] = []
  for (const raw of pathname.split('/')) {
    if (raw === '') continue
    const segment = decodeSegment(raw)
    if (segment === null || !isCleanSegment(segment)) return null
    segments.push(segment)
  }
  return segments
}

export function isJunkPath(pathname: string): boolean {
  return splitPath(pathname) === null
}

/** Next.js reads the last of repeated query keys; so do we, so rewrites and parsing agree. */
function lastValue(query: URLSearchParams | undefined, key: string): string | undefined {
  return query?.getAll(key).at(-1)
}

function pickRegion(first: string | undefined, regionQuery: string | undefined) {
  if (isRegionId(first)) return { regionId: first, regionSource: 'path' as const }
  if (isRegionId(regionQuery)) return { regionId: regionQuery, regionSource: 'query' as const }
  return { regionId: DEFAULT_REGION_ID, regionSource: 'default' as const }
}

export function parsePath(pathname: string, query?: URLSearchParams): ParsedPath | null {
  const parts = splitPath(pathname)
  if (parts === null) return null
  const { regionId, regionSource } = pickRegion(parts[0], lastValue(query, 'regionLocale'))
  const region = getRegion(regionId)
  const rest = regionSource === 'path' ? parts.slice(1) : parts
  const pathLocale = regionSupportsLocale(region, rest[0]) ? rest[0] : undefined
  const queryLocale = lastValue(query, 'locale')
  const externalSegments = pathLocale ? rest.slice(1) : rest
  const [locale, localeSource]: [Locale, LocaleSource] = regionSupportsLocale(region, queryLocale)
    ? [queryLocale, 'query']
    : pathLocale
      ? [pathLocale, 'path']
      : [region.defaultLocale, 'default']
  const segments = toInternalSegments(region.id, locale, externalSegments)
  const canonicalPath = buildPath({ regionId: region.id, locale, segments })
  return {
    regionId: region.id,
    locale,
    segments,
    externalSegments,
    regionSource,
    localeSource,
    internalPath: `/${[region.id, locale, ...segments].map(encodeSegment).join('/')}`,
    canonicalPath,
    isCanonical: canonicalPath === pathname && regionSource !== 'query' && localeSource !== 'query',
  }
}
