import { encodeSegment } from './build'
import { CANONICAL_URL_ROUTE, REGION_LOCALE_QUERY_KEYS } from './canonical-query'
import type { Locale } from './locales'
import { DEFAULT_REGION_ID, REGIONS, REGION_IDS, defaultRegion, type Region } from './regions'
import { BLOG_INDEX_REDIRECTS, blogIndexRedirectFor } from './redirects'
import { ROUTE, toExternalSegments, translationsFor, type SegmentWord } from './segments'

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

export const EXCLUDED_PREFIXES = [
  '/admin',
  '/api',
  '/_next',
  '/media',
  '/brand',
  '/favicon.ico',
  '/robots.txt',
  '/llms.txt',
  '/sitemap.xml',
] as const

// Next runs every rule against every request, so there is one rule per destination; a lookahead per
// region lets regions with different locales or words share it:
// `/:region(cl(?!/(?:es-AR|en)(?:/|$))|(?:latam|ar)(?!/es-AR(?:/|$)))/:path*`.
// The first rewrite whose destination is a route ends the rewrites (`check: true`), redirects end
// routing: so rules go most specific first, and no destination matches a later source.

const END = '(?:/|$)'
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const escapeLiteral = (s: string) => s.replace(/[:()*+?{}\\]/g, '\\$&')
const unique = <T>(values: readonly T[]) => [...new Set(values)]
const oneOf = (values: readonly string[]) => unique(values).map(escapeRegex).join('|')
const anyOf = (values: readonly string[]) =>
  unique(values).length === 1 ? escapeRegex(values[0] ?? '') : `(?:${oneOf(values)})`
const literal = (value: string) => `/${escapeLiteral(value)}`

/** Presence is enough: the handler ignores values it does not support. */
const QUERY_CONDITIONS: RouteCondition[] = REGION_LOCALE_QUERY_KEYS.map((key) => ({
  type: 'query',
  key,
}))

/** `/` or a site path: not the CMS's, Next's, a root file or a `_` segment, nor `excluded`. */
function sitePath(excluded: readonly string[]): string {
  const reserved = [...EXCLUDED_PREFIXES.map((p) => p.slice(1)), ...excluded]
  // One parameter, as `/:path*` repeats its pattern on every segment, not only the first.
  return `/:path((?!(?:${oneOf(reserved)})${END})(?!_)(?![^/]*\\.[^/]*/?$)[^/]+(?:/.*)?)?`
}

type Shape =
  { kind: 'root'; word: SegmentWord } | { kind: 'sub'; parent: SegmentWord; word: SegmentWord }

const productsWord = (words: readonly SegmentWord[]): SegmentWord =>
  words.find((w) => w.internal === ROUTE.products) ?? {
    internal: ROUTE.products,
    external: ROUTE.products,
    position: 'root',
  }

/** Sub words first: the root word's rule would take the path and leave the sub word as it is. */
function shapesOf(words: readonly SegmentWord[]): Shape[] {
  const parent = productsWord(words)
  return [
    ...words
      .filter((w) => w.position === 'productSub')
      .map((word): Shape => ({ kind: 'sub', parent, word })),
    ...words.filter((w) => w.position === 'root').map((word): Shape => ({ kind: 'root', word })),
  ]
}

type Side = 'internal' | 'external'

const shapePath = (shape: Shape, side: Side) =>
  shape.kind === 'root'
    ? `${literal(shape.word[side])}/:rest*`
    : `${literal(shape.parent[side])}/:ids${literal(shape.word[side])}/:rest*`

const spellings = (w: SegmentWord) => unique([w.internal, w.external])

/** One or two product ids; the second is never one of `words`, which fixes the sub word's place. */
const productIds = (words: readonly string[]) => `[^/]+(?:/(?!${anyOf(words)}${END})[^/]+)?`

/** A rule's source after the region segment; each region's lookahead decides what matches. */
interface Tail {
  locale: 'none' | 'named' | 'droppable' | 'dropped'
  rest: 'path' | 'rest' | 'word' | 'sub'
  ids?: string
}

interface Part {
  destination: string
  tail: Tail
  regionId: string
  locale: Locale
  /** Regexes the path after the region segment starts with (`=`) or must not start with (`!`). */
  follows: { mode: '=' | '!'; forms: string[] }
}

function renderTail(tail: Tail, locales: readonly string[]): string {
  const locale = {
    none: '',
    named: `/:locale(${oneOf(locales)})`,
    droppable: `/:prefix(${oneOf(locales)})?`,
    dropped: `/:prefix(${oneOf(locales)})`,
  }[tail.locale]
  const rest = {
    path: '/:path*',
    rest: '/:rest*',
    word: '/:word([^/]+)/:rest*',
    sub: `/:parent([^/]+)/:ids(${tail.ids ?? ''})/:word([^/]+)/:rest*`,
  }[tail.rest]
  return locale + rest
}

function regionPattern(parts: readonly Part[]): string {
  const byRegion = new Map<string, Part['follows']>()
  for (const { regionId, follows } of parts) {
    const seen = byRegion.get(regionId)
    if (seen && seen.mode !== follows.mode) throw new Error(`next-routes: ${regionId} lookaheads`)
    byRegion.set(regionId, {
      mode: follows.mode,
      forms: [...(seen?.forms ?? []), ...follows.forms],
    })
  }
  const byLookahead = new Map<string, string[]>()
  for (const [regionId, { mode, forms }] of byRegion) {
    const body = unique(forms).join('|')
    const lookahead = `(?${mode}${unique(forms).length > 1 ? `(?:${body})` : body})`
    byLookahead.set(lookahead, [...(byLookahead.get(lookahead) ?? []), regionId])
  }
  const alternatives = [...byLookahead].map(([lookahead, ids]) => anyOf(ids) + lookahead)
  return `/:region(${alternatives.join('|')})`
}

function combine(parts: readonly Part[]): { source: string; destination: string }[] {
  const groups = new Map<string, { first: Part; all: Part[] }>()
  for (const part of parts) {
    const key = JSON.stringify([part.destination, part.tail])
    const group = groups.get(key)
    if (group) group.all.push(part)
    else groups.set(key, { first: part, all: [part] })
  }
  return [...groups.values()].map(({ first, all }) => {
    const locales = all.map((p) => p.locale)
    const tail = renderTail(first.tail, locales)
    return { source: regionPattern(all) + tail, destination: first.destination }
  })
}

interface Context {
  region: Region
  locale: Locale
  isDefaultLocale: boolean
  shapes: Shape[]
}

const contextsOf = (region: Region): Context[] =>
  region.locales.map((locale) => ({
    region,
    locale,
    isDefaultLocale: locale === region.defaultLocale,
    shapes: shapesOf(translationsFor(region.id, locale)),
  }))

const DEFAULT_REGION = defaultRegion()
const CONTEXTS = REGIONS.filter((r) => r.id !== DEFAULT_REGION_ID).flatMap(contextsOf)

/** Its URLs have no region segment to hang a lookahead on; rules for these would be extra. */
function assertPlainDefaultRegion() {
  const { id, locales } = DEFAULT_REGION
  const translated = contextsOf(DEFAULT_REGION).some((c) => c.shapes.length > 0)
  const blogRows = BLOG_INDEX_REDIRECTS.some(
    ({ slug, regionIds }) =>
      regionIds.includes(id) && locales.some((l) => blogIndexRedirectFor(id, l, slug) !== null),
  )
  if (translated || blogRows) {
    throw new Error(`next-routes: no rules for translated words or blog index rows of ${id}`)
  }
}

const ownLocale = (locale: Locale) => `/${escapeRegex(locale)}`
const regionPart = ({ region, locale }: Context) => ({ regionId: region.id, locale })
const canonicalPrefix = (c: Context) => (c.isDefaultLocale ? '/:region' : '/:region/:locale')

function wordTail(shape: Shape, locale: Tail['locale'], ids: string): Tail {
  return shape.kind === 'root' ? { locale, rest: 'word' } : { locale, rest: 'sub', ids }
}

function shapeForm(shape: Shape, ids: string, spelling: (w: SegmentWord) => string[]): string {
  return shape.kind === 'root'
    ? `/${anyOf(spelling(shape.word))}`
    : `/${anyOf(spelling(shape.parent))}/${ids}/${anyOf(spelling(shape.word))}`
}

function regionRewriteParts(): Part[] {
  const words = (kind: Shape['kind']) =>
    CONTEXTS.flatMap((c) =>
      c.shapes
        .filter((shape) => shape.kind === kind)
        .map((shape): Part => {
          const ids = productIds([shape.word.external])
          const form = shapeForm(shape, ids, (w) => [w.external])
          const locale = c.isDefaultLocale ? literal(c.locale) : '/:locale'
          return {
            ...regionPart(c),
            destination: `/:region${locale}${shapePath(shape, 'internal')}`,
            tail: wordTail(shape, c.isDefaultLocale ? 'none' : 'named', ids),
            follows: {
              mode: '=',
              forms: [`${c.isDefaultLocale ? '' : ownLocale(c.locale)}${form}${END}`],
            },
          }
        }),
    )
  const catchAlls = CONTEXTS.filter((c) => c.isDefaultLocale).map((c): Part => ({
    ...regionPart(c),
    destination: `/:region${literal(c.locale)}/:path*`,
    tail: { locale: 'none', rest: 'path' },
    follows: { mode: '!', forms: [`/${anyOf(c.region.locales)}${END}`] },
  }))
  return [...words('sub'), ...words('root'), ...catchAlls]
}

export function buildNextRewrites(): NextRewrite[] {
  assertPlainDefaultRegion()
  const query = QUERY_CONDITIONS.map((condition): NextRewrite => ({
    source: sitePath([]),
    destination: `${CANONICAL_URL_ROUTE}/:path*`,
    has: [condition],
  }))
  const { id, defaultLocale, locales } = DEFAULT_REGION
  const otherLocales = locales.filter((l) => l !== defaultLocale)
  const withLocale: NextRewrite[] =
    otherLocales.length > 0
      ? [
          {
            source: `/:locale(${oneOf(otherLocales)})/:path*`,
            destination: `${literal(id)}/:locale/:path*`,
          },
        ]
      : []
  const root: NextRewrite = {
    source: sitePath([...REGION_IDS, ...locales]),
    destination: `${literal(id)}${literal(defaultLocale)}/:path*`,
  }
  return [...query, ...combine(regionRewriteParts()), ...withLocale, root]
}

/** `untranslated` after the region or a non-default locale; `anySpelling` after a default one. */
function oldForms(c: Context, untranslated: string[], anySpelling: string[]): string[] {
  const own = ownLocale(c.locale)
  return c.isDefaultLocale
    ? [...anySpelling.map((form) => own + form), ...untranslated]
    : untranslated.map((form) => own + form)
}

function regionRedirectParts(): Part[] {
  const droppable = (c: Context): Tail['locale'] => (c.isDefaultLocale ? 'droppable' : 'named')
  const words = (kind: Shape['kind']) =>
    CONTEXTS.flatMap((c) =>
      c.shapes
        .filter((shape) => shape.kind === kind)
        .flatMap((shape): Part[] => {
          const ids = productIds(spellings(shape.word))
          const untranslated = untranslatedForms(shape, ids)
          if (untranslated.length === 0) return []
          const forms = oldForms(c, untranslated, [shapeForm(shape, ids, spellings)])
          return [
            {
              ...regionPart(c),
              destination: canonicalPrefix(c) + shapePath(shape, 'external'),
              tail: wordTail(shape, droppable(c), ids),
              follows: { mode: '=', forms: forms.map((form) => form + END) },
            },
          ]
        }),
    )
  const blogIndexRows = CONTEXTS.flatMap((c) =>
    BLOG_INDEX_REDIRECTS.filter(
      ({ slug, regionIds }) =>
        regionIds.includes(c.region.id) &&
        blogIndexRedirectFor(c.region.id, c.locale, slug) !== null,
    ).map(({ slug }): Part => {
      const page = `/${escapeRegex(encodeSegment(slug))}/?$`
      const blog = toExternalSegments(c.region.id, c.locale, [ROUTE.blog]).map(literal).join('')
      return {
        ...regionPart(c),
        destination: `${canonicalPrefix(c)}${blog}/:rest*`,
        tail: { locale: droppable(c), rest: 'word' },
        follows: { mode: '=', forms: oldForms(c, [page], [page]) },
      }
    }),
  )
  const defaultLocales = CONTEXTS.filter((c) => c.isDefaultLocale).map((c): Part => ({
    ...regionPart(c),
    destination: '/:region/:rest*',
    tail: { locale: 'dropped', rest: 'rest' },
    follows: { mode: '=', forms: [ownLocale(c.locale) + END] },
  }))
  return [...words('sub'), ...blogIndexRows, ...words('root'), ...defaultLocales]
}

/** The shape with at least one of its words untranslated, as the canonical URL never has it. */
function untranslatedForms(shape: Shape, ids: string): string[] {
  if (shape.kind === 'root') {
    return shape.word.internal === shape.word.external
      ? []
      : [`/${escapeRegex(shape.word.internal)}`]
  }
  const { parent, word } = shape
  return spellings(parent).flatMap((p) =>
    spellings(word)
      .filter((w) => p !== parent.external || w !== word.external)
      .map((w) => `/${escapeRegex(p)}/${ids}/${escapeRegex(w)}`),
  )
}

/** A request with a region or locale query skips them: the canonical-url handler redirects once. */
export function buildNextRedirects(): NextRedirect[] {
  assertPlainDefaultRegion()
  const { id, defaultLocale } = DEFAULT_REGION
  const prefixes = oneOf([`${id}/${defaultLocale}`, id, defaultLocale])
  const rules = [
    ...combine(regionRedirectParts()),
    // `rest` matches even when empty, so `/us` lands on `/`, not on an empty Location.
    { source: `/:prefix((?:${prefixes})${END}):rest(.*)`, destination: '/:rest' },
  ]
  return rules.map((rule) => ({ ...rule, permanent: true, missing: QUERY_CONDITIONS }))
}

/** Where the site's partner program endpoints live; visitors reach them under the program's name. */
export const PARTNER_API_ROUTE = '/api/partner-program'

/**
 * `/api/terrafield+/profile` → the partner program's route. The segment comes from the CMS at run
 * time, so any `+`-ended one is taken: no CMS collection slug holds a `+`. After the file system,
 * because it only ever applies to `/api` paths no file answers.
 */
export function buildNextAfterFilesRewrites(): NextRewrite[] {
  return [{ source: '/api/:program([^/]+\\+)/:rest*', destination: `${PARTNER_API_ROUTE}/:rest*` }]
}
