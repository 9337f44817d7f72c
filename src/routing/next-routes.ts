import { encodeSegment, pagePath } from './build'
import type { Locale } from './locales'
import { DEFAULT_REGION_ID, REGIONS, REGION_IDS, findRegion, type Region } from './regions'
import { BLOG_INDEX_REDIRECTS, blogIndexRedirectFor } from './redirects'
import { ROUTE, translationsFor, type SegmentWord } from './segments'

export interface RouteCondition {
  type: 'query'
  key: string
  value?: string
}

export interface NextRedirect {
  source: string
  destination: string
  permanent: boolean
  missing?: RouteCondition[]
}

export interface NextRewrite {
  source: string
  destination: string
  has?: RouteCondition[]
}

/** Never rewritten: CMS, API, Next.js assets, media, brand files. */
export const EXCLUDED_PREFIXES = [
  '/admin',
  '/api',
  '/_next',
  '/media',
  '/brand',
  '/favicon.ico',
  '/robots.txt',
  '/sitemap.xml',
] as const

/** Regions with the same URL shape share rules: `/:region(sea|india|au)/...`. */
interface Scope {
  region: Region
  regionIds: string[]
  isDefault: boolean
}

interface Context {
  scope: Scope
  locale: Locale
  isDefaultLocale: boolean
  words: readonly SegmentWord[]
}

interface CatchAll {
  exclude: readonly string[]
  atRoot: boolean
}

/** Sources `source` + content, rewritten to `destination` + content; `catchAll: null`: words only. */
interface Frame {
  source: string
  destination: string
  has?: RouteCondition[]
  catchAll: CatchAll | null
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const escapeLiteral = (s: string) => s.replace(/[:()*+?{}\\]/g, '\\$&')
const oneOf = (values: readonly string[]) => values.map(escapeRegex).join('|')
const PRODUCT_IDS = ['/:sku', '/:slug/:sku']
const ROOT_EXCLUDED = [...REGION_IDS, ...EXCLUDED_PREFIXES.map((p) => p.slice(1))]
const OTHER_REGIONS = REGION_IDS.filter((id) => id !== DEFAULT_REGION_ID)

function scopes(): Scope[] {
  const bySignature = new Map<string, Scope>()
  for (const region of REGIONS) {
    const isDefault = region.id === DEFAULT_REGION_ID
    const words = region.locales.map((locale) => translationsFor(region.id, locale))
    const key = JSON.stringify([
      isDefault && region.id,
      region.defaultLocale,
      region.locales,
      words,
    ])
    const scope = bySignature.get(key)
    if (scope) scope.regionIds.push(region.id)
    else bySignature.set(key, { region, regionIds: [region.id], isDefault })
  }
  return [...bySignature.values()]
}

function contexts(): Context[] {
  return scopes().flatMap((scope) =>
    scope.region.locales.map((locale) => ({
      scope,
      locale,
      isDefaultLocale: locale === scope.region.defaultLocale,
      words: translationsFor(scope.region.id, locale),
    })),
  )
}

const regionSource = (scope: Scope) =>
  scope.isDefault ? '' : `/:region(${oneOf(scope.regionIds)})`
const regionDestination = (scope: Scope) =>
  scope.isDefault ? `/${escapeLiteral(scope.region.id)}` : '/:region'
const localeSegment = (locale: Locale) => `/${escapeLiteral(locale)}`
const anyLocaleOf = (scope: Scope) => `/:pl(${oneOf(scope.region.locales)})`
const localeQuery = (locale: Locale): RouteCondition => ({
  type: 'query',
  key: 'locale',
  value: escapeRegex(locale),
})
const regionQuery = (scope: Scope): RouteCondition => ({
  type: 'query',
  key: 'regionLocale',
  value: `(?<regionq>${oneOf(scope.regionIds)})`,
})

function firstSegment({ exclude, atRoot }: CatchAll): string {
  const reserved = exclude.length > 0 ? `(?!(?:${oneOf(exclude)})(?:/|$))` : ''
  const files = atRoot ? '(?!_)(?![^/]*\\.[^/]*/?$)' : ''
  return `/:first(${reserved}${files}[^/]+)/:rest*`
}

const productsWord = (words: readonly SegmentWord[]): SegmentWord =>
  words.find((w) => w.internal === ROUTE.products) ?? {
    internal: ROUTE.products,
    external: ROUTE.products,
    position: 'root',
  }

/** Content-path patterns of the translated words, most specific first. */
function wordShapes(
  words: readonly SegmentWord[],
  form: (w: SegmentWord) => string,
  productsForm = form,
) {
  const products = productsWord(words)
  const sub = words
    .filter((w) => w.position === 'productSub')
    .flatMap((w) =>
      PRODUCT_IDS.map((ids) => ({
        source: `/${productsForm(products)}${ids}/${form(w)}/:rest*`,
        external: `/${escapeLiteral(products.external)}${ids}/${escapeLiteral(w.external)}/:rest*`,
        internal: `/${escapeLiteral(products.internal)}${ids}/${escapeLiteral(w.internal)}/:rest*`,
      })),
    )
  const root = words
    .filter((w) => w.position === 'root')
    .map((w) => ({
      source: `/${form(w)}/:rest*`,
      external: `/${escapeLiteral(w.external)}/:rest*`,
      internal: `/${escapeLiteral(w.internal)}/:rest*`,
    }))
  return [...sub, ...root]
}

const externalWord = (w: SegmentWord) => escapeLiteral(w.external)
const internalWord = (w: SegmentWord) => escapeLiteral(w.internal)
const eitherWord = (w: SegmentWord) => `:w${w.position}(${oneOf([w.internal, w.external])})`

function frameRewrites(frame: Frame, words: readonly SegmentWord[]): NextRewrite[] {
  const rule = (source: string, destination: string): NextRewrite => ({
    source: source || '/',
    destination,
    ...(frame.has ? { has: frame.has } : {}),
  })
  const translated = wordShapes(words, externalWord).map((s) =>
    rule(frame.source + s.source, frame.destination + s.internal),
  )
  if (!frame.catchAll) return translated
  return [
    ...translated,
    rule(frame.source, frame.destination),
    rule(frame.source + firstSegment(frame.catchAll), `${frame.destination}/:first/:rest*`),
  ]
}

const rootCatchAll = (scope: Scope): CatchAll => ({
  exclude: [...ROOT_EXCLUDED, ...scope.region.locales],
  atRoot: true,
})
const anyFirst: CatchAll = { exclude: [], atRoot: false }

/** `?regionLocale=korea&locale=en` on a path without a region segment. */
function regionAndLocaleQueryFrames({ scope, locale }: Context): Frame[] {
  if (scope.isDefault || scope.region.locales.length < 2) return []
  const has = [regionQuery(scope), localeQuery(locale)]
  const destination = `/:regionq${localeSegment(locale)}`
  return [
    { source: anyLocaleOf(scope), destination, has, catchAll: anyFirst },
    { source: '', destination, has, catchAll: rootCatchAll(scope) },
  ]
}

/** `?regionLocale=korea` on a path without a region segment, with or without a locale segment. */
function regionQueryFrames({ scope, locale, isDefaultLocale }: Context): Frame[] {
  if (scope.isDefault) return []
  const has = [regionQuery(scope)]
  const destination = `/:regionq${localeSegment(locale)}`
  const withLocale: Frame = {
    source: localeSegment(locale),
    destination,
    has,
    catchAll: anyFirst,
  }
  if (!isDefaultLocale) return [withLocale]
  return [withLocale, { source: '', destination, has, catchAll: rootCatchAll(scope) }]
}

/** `?locale=en` overrides the locale segment (or its absence) of the path's region. */
function localeQueryFrames({ scope, locale, isDefaultLocale }: Context): Frame[] {
  if (scope.region.locales.length < 2) return []
  const has = [localeQuery(locale)]
  const source = regionSource(scope)
  const destination = regionDestination(scope) + localeSegment(locale)
  const withLocale: Frame = {
    source: source + anyLocaleOf(scope),
    destination,
    has,
    catchAll: anyFirst,
  }
  if (isDefaultLocale) return [withLocale]
  const catchAll = scope.isDefault
    ? rootCatchAll(scope)
    : { exclude: scope.region.locales, atRoot: false }
  return [withLocale, { source, destination, has, catchAll }]
}

/** The canonical external URL of every region and locale. */
function pathFrames({ scope, locale, isDefaultLocale }: Context): Frame[] {
  const destination = regionDestination(scope) + localeSegment(locale)
  if (!isDefaultLocale) {
    const catchAll = scope.isDefault ? anyFirst : null
    return [
      {
        source: regionSource(scope) + localeSegment(locale),
        destination,
        catchAll,
      },
    ]
  }
  const catchAll = scope.isDefault
    ? rootCatchAll(scope)
    : { exclude: scope.region.locales, atRoot: false }
  return [{ source: regionSource(scope), destination, catchAll }]
}

/** Rewrites chain in Next.js, so every destination is internal and matches no later source. */
export function buildNextRewrites(): NextRewrite[] {
  const all = contexts()
  return [regionAndLocaleQueryFrames, regionQueryFrames, localeQueryFrames, pathFrames].flatMap(
    (frames) =>
      all.flatMap((context) => frames(context).flatMap((f) => frameRewrites(f, context.words))),
  )
}

interface Prefix extends CatchAll {
  source: string
  regionless: boolean
}

/** What a canonical URL omits: `/us`, `/us/en`, `/en`, `/korea/ko-KR`. */
function redundantPrefixes(regionPart: string, isDefault: boolean, region: Region, locale: Locale) {
  const isDefaultLocale = locale === region.defaultLocale
  const explicit = { exclude: [], atRoot: false, regionless: false }
  const prefixes: Prefix[] = []
  if (isDefault || isDefaultLocale) {
    prefixes.push({ ...explicit, source: regionPart + localeSegment(locale) })
  }
  if (isDefault && isDefaultLocale) {
    prefixes.push(
      { ...explicit, source: regionPart, exclude: region.locales },
      { ...explicit, source: localeSegment(locale), regionless: true },
    )
  }
  return prefixes
}

/** Without a region segment, `?regionLocale=` may name another region: then the path is not old. */
const OTHER_REGION_QUERY: RouteCondition[] =
  OTHER_REGIONS.length > 0
    ? [{ type: 'query', key: 'regionLocale', value: `(?:${oneOf(OTHER_REGIONS)})` }]
    : []

/** `?locale=` naming another locale of the region decides the words, so they are not old. */
function otherLocaleQuery(region: Region, locale: Locale): RouteCondition[] {
  const others = region.locales.filter((l) => l !== locale)
  return others.length > 0 ? [{ type: 'query', key: 'locale', value: `(?:${oneOf(others)})` }] : []
}

function redirect(source: string, destination: string, missing: RouteCondition[]): NextRedirect {
  const rule = { source: source || '/', destination: destination || '/', permanent: true }
  return missing.length > 0 ? { ...rule, missing } : rule
}

function contextRedirects({ scope, locale, isDefaultLocale, words }: Context): NextRedirect[] {
  const region = scope.isDefault ? '' : '/:region'
  const canonical = region + (isDefaultLocale ? '' : localeSegment(locale))
  const ownSource = regionSource(scope) + (isDefaultLocale ? '' : localeSegment(locale))
  const otherLocale = otherLocaleQuery(scope.region, locale)
  const untranslated = wordShapes(words, internalWord, eitherWord).map((s) =>
    redirect(ownSource + s.source, canonical + s.external, [
      ...(scope.isDefault ? OTHER_REGION_QUERY : []),
      ...otherLocale,
    ]),
  )
  const regionPart = scope.isDefault ? `/${escapeLiteral(scope.region.id)}` : regionSource(scope)
  const prefixed = redundantPrefixes(regionPart, scope.isDefault, scope.region, locale).flatMap(
    (prefix) => {
      const otherRegion = prefix.regionless ? OTHER_REGION_QUERY : []
      return [
        ...wordShapes(words, eitherWord).map((s) =>
          redirect(prefix.source + s.source, canonical + s.external, [
            ...otherRegion,
            ...otherLocale,
          ]),
        ),
        redirect(prefix.source, canonical, otherRegion),
        redirect(prefix.source + firstSegment(prefix), `${canonical}/:first/:rest*`, otherRegion),
      ]
    },
  )
  return [...untranslated, ...prefixed]
}

function blogIndexRedirects(): NextRedirect[] {
  return BLOG_INDEX_REDIRECTS.flatMap(({ slug, regionIds }) =>
    regionIds.flatMap((regionId) => {
      const region = findRegion(regionId)
      if (!region) return []
      const isDefault = regionId === DEFAULT_REGION_ID
      const slugPart = `/${escapeLiteral(encodeSegment(slug))}`
      return region.locales.flatMap((locale) => {
        const target = blogIndexRedirectFor(regionId, locale, slug)
        if (target === null) return []
        const prefixes = redundantPrefixes(`/${escapeLiteral(regionId)}`, isDefault, region, locale)
        return [
          redirect(
            escapeLiteral(pagePath(regionId, locale, [slug])),
            target,
            isDefault ? OTHER_REGION_QUERY : [],
          ),
          ...prefixes.map((p) =>
            redirect(p.source + slugPart, target, p.regionless ? OTHER_REGION_QUERY : []),
          ),
        ]
      })
    }),
  )
}

/** Blog index rows first: their old prefixed forms would otherwise take two hops. */
export function buildNextRedirects(): NextRedirect[] {
  return [...blogIndexRedirects(), ...contexts().flatMap(contextRedirects)]
}
