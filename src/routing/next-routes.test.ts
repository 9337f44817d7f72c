import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import type { ParsedUrlQuery } from 'node:querystring'
import { modifyRouteRegex } from 'next/dist/lib/redirect-status'
import { checkCustomRoutes } from 'next/dist/lib/load-custom-routes'
import { parseUrl } from 'next/dist/shared/lib/router/utils/parse-url'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it, vi } from 'vitest'
import { buildPath, encodeSegment } from './build'
import { CANONICAL_URL_ROUTE, canonicalQueryTarget } from './canonical-query'
import { LOCALES, type Locale } from './locales'
import {
  EXCLUDED_PREFIXES,
  buildNextRedirects,
  buildNextRewrites,
  type NextRedirect,
  type NextRewrite,
} from './next-routes'
import { parsePath } from './parse'
import { DEFAULT_REGION_ID, REGIONS } from './regions'
import { BLOG_INDEX_REDIRECTS, blogIndexRedirectFor } from './redirects'
import { toExternalSegments } from './segments'

// Next's own matcher, built as its router builds it (filesystem.ts `buildCustomRoute`,
// resolve-routes.ts): case-insensitive, `has`/`missing`, parameters and query into the destination.
type Rule = NextRedirect | NextRewrite
type Kind = 'redirect' | 'rewrite'

const REQUEST = new IncomingMessage(new Socket())
const matchers = new Map<Rule, ReturnType<typeof getPathMatch>>()

function matcherOf(rule: Rule, kind: Kind) {
  const cached = matchers.get(rule)
  if (cached) return cached
  const matcher = getPathMatch(rule.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex) => modifyRouteRegex(regex, kind === 'redirect' ? ['/_next'] : undefined),
  })
  matchers.set(rule, matcher)
  return matcher
}

interface Url {
  pathname: string
  query: ParsedUrlQuery
}

const hits = new Set<Rule>()

function apply(rule: Rule, kind: Kind, { pathname, query }: Url): Url | null {
  const params = matcherOf(rule, kind)(pathname)
  if (!params) return null
  const conditions = matchHas(
    REQUEST,
    query,
    'has' in rule ? rule.has : undefined,
    'missing' in rule ? rule.missing : undefined,
  )
  if (!conditions) return null
  hits.add(rule)
  const { parsedDestination } = prepareDestination({
    appendParamsToQuery: kind === 'rewrite',
    destination: rule.destination,
    params: { ...params, ...conditions },
    query,
  })
  return { pathname: parsedDestination.pathname, query: parsedDestination.query }
}

const searchOf = (query: ParsedUrlQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value ?? '']).map((v) => [key, v]),
    ),
  )

const href = ({ pathname, query }: Url) => {
  const search = searchOf(query).toString()
  return `${pathname}${search ? `?${search}` : ''}`
}

const isHandler = (pathname: string) =>
  pathname === CANONICAL_URL_ROUTE || pathname.startsWith(`${CANONICAL_URL_ROUTE}/`)

/** The app's routes: the canonical-url handler and `(site)/[region]/[locale]/…`. */
const isRoute = (pathname: string) =>
  isHandler(pathname) || pathname.split('/').filter(Boolean).length >= 2

interface Rules {
  redirects: NextRedirect[]
  rewrites: NextRewrite[]
  canonicalQuery: typeof canonicalQueryTarget
}

const REDIRECTS: NextRedirect[] = buildNextRedirects()
const REWRITES: NextRewrite[] = buildNextRewrites()
const MAIN: Rules = {
  redirects: REDIRECTS,
  rewrites: REWRITES,
  canonicalQuery: canonicalQueryTarget,
}

interface Visit {
  /** Location of a 308 (redirects) or 307 (canonical-url handler), else null. */
  redirect: string | null
  status?: number
  route: string
}

/** What Next does with a request: the first matching redirect, else rewrites until a route. */
function visit(url: string, rules = MAIN): Visit {
  const parsed = parseUrl(url)
  const request: Url = { pathname: parsed.pathname, query: parsed.query }
  for (const r of rules.redirects) {
    const to = apply(r, 'redirect', request)
    if (to !== null) return { redirect: href(to), status: 308, route: '' }
  }
  let current = request
  for (const r of rules.rewrites) {
    const to = apply(r, 'rewrite', current)
    if (to === null) continue
    current = to
    if (isRoute(to.pathname)) break
  }
  if (!isHandler(current.pathname)) return { redirect: null, route: current.pathname }
  // The handler may see the visitor's URL or the rewritten one: both must give the same answer.
  const target = rules.canonicalQuery(current.pathname, searchOf(current.query))
  expect(rules.canonicalQuery(request.pathname, searchOf(request.query)), url).toBe(target)
  return target === null
    ? { redirect: null, status: 404, route: current.pathname }
    : { redirect: target, status: 307, route: '' }
}

/** Follows a redirect and fails on a second one: the URL the visitor ends on and its route. */
function land(url: string, rules = MAIN): { url: string; hops: number; route: string } {
  const first = visit(url, rules)
  if (first.redirect === null) return { url, hops: 0, route: first.route }
  const second = visit(first.redirect, rules)
  expect(second.redirect, `${url} → ${first.redirect} → ${second.redirect}`).toBeNull()
  return { url: first.redirect, hops: 1, route: second.route }
}

const route = (regionId: string, locale: string, segments: readonly string[]) =>
  `/${[regionId, locale, ...segments].map(encodeSegment).join('/')}`

const KINDS: string[][] = [
  [],
  ['products'],
  ['products', 'SKU-1'],
  ['products', 'fries', 'SKU-1'],
  ['products', 'SKU-1', 'product-recipes'],
  ['products', 'SKU-1', 'product-recipes', '2'],
  ['products', 'fries', 'SKU-1', 'product-recipes', '2'],
  ['products', 'fries', 'SKU-1', 'specifications'],
  ['products', 'fries', 'SKU-1', 'specifications.pdf'],
  ['products', 'SKU-1', 'index.md'],
  ['recipe', 'tacos'],
  ['recipe', 'tacos', 'index.md'],
  ['recipe', '김치'],
  ['blog'],
  ['blog', 'hello'],
  ['blog', 'category', 'tips'],
  ['blog', 'author', 'ana'],
  ['about'],
  ['about', 'products'],
  ['terrafield+'],
  ['rss', 'products.xml'],
]

const CONTEXTS = REGIONS.flatMap((region) => region.locales.map((locale) => ({ region, locale })))
const CASES = CONTEXTS.flatMap(({ region, locale }) =>
  KINDS.map((segments) => ({ regionId: region.id, region, locale, segments })),
)
const label = (c: { regionId: string; locale: Locale; segments: string[] }) =>
  `${c.regionId} ${c.locale} /${c.segments.join('/')}`

const prefixOf = (regionId: string, locale: Locale) => {
  const home = buildPath({ regionId, locale, segments: [] })
  return home === '/' ? '' : home
}
const joined = (prefix: string, segments: readonly string[]) =>
  `${prefix}/${segments.map(encodeSegment).join('/')}`.replace(/(.)\/$/, '$1')

describe('the spec examples', () => {
  it.each([
    ['/', '/us/en'],
    ['/products/x', '/us/en/products/x'],
    ['/es/products/x', '/us/es/products/x'],
    ['/mexico/productos/a/b', '/mexico/es/products/a/b'],
    ['/mexico/productos/a/b/producto-recetas/2', '/mexico/es/products/a/b/product-recipes/2'],
    ['/mexico/productos/b/producto-recetas', '/mexico/es/products/b/product-recipes'],
    ['/mexico/receta/tacos', '/mexico/es/recipe/tacos'],
    ['/mexico/en/products/x', '/mexico/en/products/x'],
    ['/korea/news/x', '/korea/ko-KR/blog/x'],
    ['/korea/news', '/korea/ko-KR/blog'],
    ['/korea/en/news', '/korea/en/blog'],
    ['/korea/en/news/category/c', '/korea/en/blog/category/c'],
    ['/cl/news/author/a', '/cl/es-AR/blog/author/a'],
    ['/korea/news/page/2', '/korea/ko-KR/blog/page/2'],
    ['/korea/en/news/category/c/oldest/page/3', '/korea/en/blog/category/c/oldest/page/3'],
    ['/blog/oldest/page/2', '/us/en/blog/oldest/page/2'],
    ['/sea', '/sea/en'],
    ['/rss/products.xml', '/us/en/rss/products.xml'],
    ['/terrafield+', '/us/en/terrafield+'],
  ])('%s is served by %s', (url, expected) => {
    expect(visit(url)).toEqual({ redirect: null, route: expected })
  })

  it.each([
    ['/us', '/'],
    ['/us/en', '/'],
    ['/us/en/products/x', '/products/x'],
    ['/us/products/x', '/products/x'],
    ['/us/es/products/x', '/es/products/x'],
    ['/en/about', '/about'],
    ['/mexico/es', '/mexico'],
    ['/mexico/products/x', '/mexico/productos/x'],
    ['/mexico/products/a/b/product-recipes/2', '/mexico/productos/a/b/producto-recetas/2'],
    ['/mexico/productos/a/product-recipes', '/mexico/productos/a/producto-recetas'],
    ['/mexico/es/products/a/producto-recetas', '/mexico/productos/a/producto-recetas'],
    ['/mexico/recipe/t', '/mexico/receta/t'],
    ['/korea/blog', '/korea/news'],
    ['/korea/blog/x', '/korea/news/x'],
    ['/korea/ko-KR/blog/x', '/korea/news/x'],
    ['/korea/ko-KR/news', '/korea/news'],
    ['/korea/en/blog', '/korea/en/news'],
    ['/korea/blog/page/2', '/korea/news/page/2'],
    ['/br/pt-BR', '/br'],
    ['/sea/en/about', '/sea/about'],
    ['/us/products/x?utm=1', '/products/x?utm=1'],
  ])('%s redirects (308) to %s', (url, expected) => {
    expect(visit(url)).toEqual({ redirect: expected, status: 308, route: '' })
  })

  it('only issues permanent redirects', () => {
    expect(REDIRECTS.every((r) => r.permanent)).toBe(true)
  })
})

describe('canonical URLs, every region × locale × route kind', () => {
  it.each(CASES)('$regionId $locale $segments', ({ regionId, locale, segments }) => {
    const url = buildPath({ regionId, locale, segments })
    const expected = route(regionId, locale, segments)
    expect(visit(url)).toEqual({ redirect: null, route: expected })
    expect(parsePath(url)?.internalPath).toBe(expected)
  })
})

type Case = (typeof CASES)[number]

const BLOG_ROWS = BLOG_INDEX_REDIRECTS.flatMap(({ slug, regionIds }) =>
  REGIONS.filter((r) => regionIds.includes(r.id)).flatMap((region) =>
    region.locales.map((locale) => ({ slug, regionId: region.id, region, locale })),
  ),
)

const blogRowForms = ({ slug, regionId, region, locale }: (typeof BLOG_ROWS)[number]) => [
  buildPath({ regionId, locale, segments: [slug] }),
  `/${regionId}/${locale}/${slug}`,
  ...(locale === region.defaultLocale ? [`/${regionId}/${slug}`] : []),
  ...(regionId === DEFAULT_REGION_ID ? [`/${locale}/${slug}`] : []),
]

const isDefaultLocale = (c: Case) => c.locale === c.region.defaultLocale
const externalOf = (c: Case) => toExternalSegments(c.regionId, c.locale, c.segments)

const oldForms = (c: Case) => [
  joined(`/${c.regionId}/${c.locale}`, c.segments),
  joined(`/${c.regionId}/${c.locale}`, externalOf(c)),
  joined(prefixOf(c.regionId, c.locale), c.segments),
  ...(isDefaultLocale(c) ? [joined(`/${c.regionId}`, c.segments)] : []),
  ...(c.regionId === DEFAULT_REGION_ID ? [joined(`/${c.locale}`, c.segments)] : []),
]

/** This locale's words behind every locale prefix of the region, with `?locale=` this locale. */
const localeQueryUrls = (c: Case) =>
  c.region.locales.map(
    (prefixLocale) =>
      `${joined(prefixOf(c.regionId, prefixLocale), externalOf(c))}?locale=${c.locale}`,
  )

/** The URL without its region segment: as built, without and with an explicit locale segment. */
function regionless(c: Case): [asBuilt: string, withoutLocale: string, withLocale: string] {
  const url = buildPath(c)
  const path = c.regionId === DEFAULT_REGION_ID ? url : url.slice(c.regionId.length + 1) || '/'
  const bare = isDefaultLocale(c) ? path : path.slice(c.locale.length + 1) || '/'
  return [path, bare, `/${c.locale}${bare === '/' ? '' : bare}`]
}

const regionQueryUrls = (c: Case) => {
  const [path, withoutLocale, withLocale] = regionless(c)
  return [
    `${path}?regionLocale=${c.regionId}`,
    `${withLocale}?regionLocale=${c.regionId}`,
    `${path}?regionLocale=${c.regionId}&locale=${c.locale}`,
    `${withoutLocale}?regionLocale=${c.regionId}&locale=${c.locale}`,
  ]
}

const otherLocaleUrls = (c: Case) =>
  c.region.locales.map(
    (locale) => `${regionless(c)[0]}?regionLocale=${c.regionId}&locale=${locale}`,
  )

const parseUrlForm = (url: string) => {
  const [pathname = '', search] = url.split('?')
  return parsePath(pathname, new URLSearchParams(search))
}

/** A query form: one 307 to the canonical URL, which serves the page. */
function expectQueryLanding(url: string, canonical: string, internal: string) {
  expect(parseUrlForm(url)?.internalPath, url).toBe(internal)
  expect(visit(url).status, url).toBe(307)
  expect(land(url), url).toEqual({ url: canonical, hops: 1, route: internal })
}

describe('old and explicit forms land on the canonical URL in one hop', () => {
  it.each(CASES)('$regionId $locale $segments', (c) => {
    const canonical = buildPath(c)
    const internal = route(c.regionId, c.locale, c.segments)
    for (const form of oldForms(c)) {
      const landed = land(form)
      expect(landed.url, `${label(c)}: ${form}`).toBe(canonical)
      expect(landed.route, `${label(c)}: ${form}`).toBe(internal)
      expect(landed.hops).toBe(form === canonical ? 0 : 1)
      if (landed.hops === 1) expect(visit(form).status).toBe(308)
      expectQueryLanding(`${form}?locale=${c.locale}`, canonical, internal)
    }
  })
})

describe('query forms', () => {
  it.each(CASES)('?locale= on $regionId $locale $segments', (c) => {
    const internal = route(c.regionId, c.locale, c.segments)
    for (const url of localeQueryUrls(c)) expectQueryLanding(url, buildPath(c), internal)
  })

  it.each(CASES.filter((c) => c.regionId !== DEFAULT_REGION_ID))(
    '?regionLocale= on $regionId $locale $segments without the region segment',
    (c) => {
      const internal = route(c.regionId, c.locale, c.segments)
      for (const url of regionQueryUrls(c)) expectQueryLanding(url, buildPath(c), internal)
      for (const url of otherLocaleUrls(c)) {
        const parsed = parseUrlForm(url)
        expect(parsed?.regionId).toBe(c.regionId)
        expect(land(url), url).toEqual({
          url: parsed?.canonicalPath,
          hops: 1,
          route: parsed?.internalPath,
        })
      }
    },
  )

  it('keeps the other query parameters', () => {
    expect(land('/en/news?locale=en&regionLocale=korea&x=1&y=2')).toEqual({
      url: '/korea/en/news?x=1&y=2',
      hops: 1,
      route: '/korea/en/blog',
    })
    expect(land('/us/en/products/x?utm=a&locale=es')).toMatchObject({
      url: '/es/products/x?utm=a',
      hops: 1,
    })
  })

  it.each(CASES)('ignores unsupported values on $regionId $locale $segments', (c) => {
    const url = buildPath(c)
    const foreign = LOCALES.find((l) => !c.region.locales.includes(l))
    const served = visit(url)
    const dropped = [
      'locale=xx',
      'locale=EN',
      `locale=${foreign ?? 'xx'}`,
      'regionLocale=atlantis',
      'regionLocale=KOREA',
      'locale=es%00&regionLocale=korea%2F',
    ]
    for (const search of dropped) {
      expect(parseUrlForm(`${url}?${search}`)?.internalPath).toBe(parseUrlForm(url)?.internalPath)
      expect(land(`${url}?${search}`), `${url}?${search}`).toEqual({
        url,
        hops: 1,
        route: served.route,
      })
    }
    // Next does not see an empty value at all.
    for (const search of ['locale=', 'regionLocale=']) {
      expect(visit(`${url}?${search}`), `${url}?${search}`).toEqual(served)
    }
  })

  it('reads the region from the path before regionLocale', () => {
    expect(land('/mexico/productos/x?regionLocale=korea')).toEqual({
      url: '/mexico/productos/x',
      hops: 1,
      route: '/mexico/es/products/x',
    })
    expect(land('/en/news?regionLocale=korea')).toEqual({
      url: '/korea/en/news',
      hops: 1,
      route: '/korea/en/blog',
    })
  })

  it('answers a path that is no site path with a 404', () => {
    expect(visit('/x/%E0%A4%A?locale=es')).toMatchObject({ redirect: null, status: 404 })
  })
})

describe('blog index redirect rows', () => {
  it.each(BLOG_ROWS)('$regionId $locale /$slug', (row) => {
    const { slug, regionId, locale } = row
    const source = buildPath({ regionId, locale, segments: [slug] })
    const blog = route(regionId, locale, ['blog'])
    const blogUrl = buildPath({ regionId, locale, segments: ['blog'] })
    const target = blogIndexRedirectFor(regionId, locale, slug)
    const landed = land(source)
    expect(landed.route).toBe(blog)
    expect(landed.url).toBe(blogUrl)
    expect(landed.hops).toBe(target === null ? 0 : 1)
    if (target !== null) expect(visit(source)).toEqual({ redirect: target, status: 308, route: '' })
    for (const form of blogRowForms(row)) {
      expect(land(form), form).toEqual({
        url: blogUrl,
        hops: form === blogUrl ? 0 : 1,
        route: blog,
      })
      expect(land(`${form}?locale=${locale}`), form).toEqual({ url: blogUrl, hops: 1, route: blog })
    }
  })

  it('lands korea news on the news index, and /korea/blog there too', () => {
    expect(land('/korea/news')).toEqual({ url: '/korea/news', hops: 0, route: '/korea/ko-KR/blog' })
    expect(land('/korea/blog')).toMatchObject({ url: '/korea/news', hops: 1 })
    expect(land('/korea/ko-KR/news')).toMatchObject({ url: '/korea/news', hops: 1 })
    expect(land('/cl/es-AR/latam-home-page')).toMatchObject({ url: '/cl/news', hops: 1 })
    expect(land('/blog')).toEqual({ url: '/blog', hops: 0, route: '/us/en/blog' })
  })

  it('leaves deeper paths under a row slug alone', () => {
    expect(land('/au/anz-blog/x')).toEqual({
      url: '/au/anz-blog/x',
      hops: 0,
      route: '/au/en/anz-blog/x',
    })
    expect(land('/cl/en/south-america/x')).toMatchObject({
      hops: 0,
      route: '/cl/en/south-america/x',
    })
  })
})

/** Every path of up to `depth` segments of `words`. */
function* pathsOf(words: readonly string[], depth: number, prefix = ''): Generator<string> {
  yield prefix || '/'
  if (depth > 0) for (const w of words) yield* pathsOf(words, depth - 1, `${prefix}/${w}`)
}

describe('any path', () => {
  const REGION_AND_LOCALE = ['mexico', 'korea', 'us', 'en', 'es', 'ko-KR']
  const WORDS = ['products', 'productos', 'product-recipes', 'producto-recetas', 'news', 'blog']

  it.each([
    [
      [...REGION_AND_LOCALE, ...WORDS, 'mx-blog', 'x'],
      3,
      ['', '?locale=en', '?regionLocale=korea'],
    ],
    [['mexico', 'korea', 'es', 'ko-KR', ...WORDS.slice(0, 5)], 4, ['']],
  ])('lands where parsePath says: %j, %i deep, %j', (words, depth, searches) => {
    let checked = 0
    for (const path of pathsOf(words, depth)) {
      for (const search of searches) {
        const parsed = parsePath(path, new URLSearchParams(search))
        const [slug, ...deeper] = parsed?.segments ?? []
        const blogIndex =
          parsed && slug !== undefined && deeper.length === 0
            ? blogIndexRedirectFor(parsed.regionId, parsed.locale, slug)
            : null
        const target = blogIndex ?? parsed?.canonicalPath ?? ''
        const page = parsePath(target)
        // Some paths have no URL of their own: `/us/us` is `us` in us, whose URL `/us` is the home.
        if (!page?.isCanonical || (!blogIndex && page.internalPath !== parsed?.internalPath))
          continue
        checked++
        const landed = land(path + search)
        expect(landed.url, path + search).toBe(target)
        expect(landed.route, path + search).toBe(page.internalPath)
      }
    }
    expect(checked).toBeGreaterThan(5000)
  })
})

describe('excluded paths', () => {
  it.each([
    ...EXCLUDED_PREFIXES,
    '/admin/collections/pages',
    '/api/graphql',
    '/api/terrafield+/profile',
    '/_next/static/chunks/main.js',
    '/__nextjs_original-stack-frame',
    '/media/photo.jpg',
    '/brand/logo.svg',
    '/logo.png',
    '/manifest.webmanifest',
    '/ADMIN',
  ])('%s is neither redirected nor rewritten', (url) => {
    expect(visit(url)).toEqual({ redirect: null, route: url })
    expect(visit(`${url}?regionLocale=korea&locale=en`)).toEqual({ redirect: null, route: url })
    expect(visit(`${url}?locale=es`)).toEqual({ redirect: null, route: url })
  })

  it('lists the prefixes the brief names', () => {
    expect([...EXCLUDED_PREFIXES].sort()).toEqual(
      [
        '/_next',
        '/admin',
        '/api',
        '/brand',
        '/favicon.ico',
        '/media',
        '/robots.txt',
        '/llms.txt',
        '/sitemap.xml',
      ].sort(),
    )
  })

  it('still serves look-alike content paths', () => {
    expect(visit('/brands').route).toBe('/us/en/brands')
    expect(visit('/apis/x').route).toBe('/us/en/apis/x')
    expect(visit('/korea/api').route).toBe('/korea/ko-KR/api')
    expect(visit('/docs/guide.pdf').route).toBe('/us/en/docs/guide.pdf')
    expect(visit('/latam/en/x').route).toBe('/latam/es-AR/en/x')
    expect(visit('/sea/ko-KR').route).toBe('/sea/en/ko-KR')
  })
})

describe('the rule set', () => {
  it('is small: Next runs every rule on every request', () => {
    expect(REDIRECTS.length + REWRITES.length).toBeLessThanOrEqual(30)
  })

  it('is valid for Next', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('invalid rules')
    })
    try {
      checkCustomRoutes(REDIRECTS, 'redirect')
      checkCustomRoutes(REWRITES, 'rewrite')
      expect(error).not.toHaveBeenCalled()
    } finally {
      error.mockRestore()
      exit.mockRestore()
    }
  })

  it('rewrites only to routes, so Next stops at the first rewrite that matches', () => {
    for (const r of REWRITES) {
      expect(isRoute(r.destination.replace(/\/:\w+\*$/, '')), r.destination).toBe(true)
    }
  })

  it('never redirects to a URL that redirects again', () => {
    const targets = CASES.flatMap((c) => {
      const prefix = `/${c.regionId}/${c.locale}`
      return [joined(prefix, c.segments), joined(prefixOf(c.regionId, c.locale), c.segments)]
    })
      .map((url) => visit(url).redirect)
      .filter((to): to is string => to !== null)
    expect(targets.length).toBeGreaterThan(100)
    for (const to of targets) expect(visit(to).redirect, to).toBeNull()
  })

  it('leaves every internal route as it is, whatever the rule order', () => {
    for (const c of CASES) {
      const internal: Url = { pathname: route(c.regionId, c.locale, c.segments), query: {} }
      for (const r of REWRITES) expect(apply(r, 'rewrite', internal), r.source).toBeNull()
    }
  })

  it('has no rule the URL matrix never uses', () => {
    hits.clear()
    for (const c of CASES) {
      const urls = [buildPath(c), ...oldForms(c), ...localeQueryUrls(c)]
      urls.push(...oldForms(c).map((form) => `${form}?locale=${c.locale}`))
      if (c.regionId !== DEFAULT_REGION_ID) urls.push(...regionQueryUrls(c), ...otherLocaleUrls(c))
      for (const url of urls) land(url)
    }
    for (const row of BLOG_ROWS) for (const url of blogRowForms(row)) land(url)
    const unused = [...REDIRECTS, ...REWRITES].filter((r) => !hits.has(r))
    expect(unused.map((r) => `${r.source} → ${r.destination}`)).toEqual([])
  })

  it('serves the china-only edition at the root', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'china')
    vi.resetModules()
    try {
      const china = await import('./next-routes')
      const { buildPath: build } = await import('./build')
      const { canonicalQueryTarget: canonicalQuery } = await import('./canonical-query')
      const rules: Rules = {
        redirects: china.buildNextRedirects(),
        rewrites: china.buildNextRewrites(),
        canonicalQuery,
      }
      for (const locale of ['zh', 'en'] as const) {
        for (const segments of KINDS) {
          const url = build({ regionId: 'china', locale, segments })
          const expected = route('china', locale, segments)
          expect(land(url, rules)).toEqual({ url, hops: 0, route: expected })
          expect(land(joined(`/china/${locale}`, segments), rules)).toEqual({
            url,
            hops: 1,
            route: expected,
          })
        }
      }
      expect(build({ regionId: 'china', locale: 'zh', segments: ['blog'] })).toBe('/blog')
      expect(land('/korea/x', rules).route).toBe('/china/zh/korea/x')
      expect(land('/x?locale=en', rules)).toEqual({ url: '/en/x', hops: 1, route: '/china/en/x' })
      expect(land('/api/x', rules).route).toBe('/api/x')
      expect(rules.redirects.length + rules.rewrites.length).toBeLessThanOrEqual(6)
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
