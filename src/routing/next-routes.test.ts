import { describe, expect, it, vi } from 'vitest'
import { buildPath, encodeSegment } from './build'
import { LOCALES, type Locale } from './locales'
import {
  EXCLUDED_PREFIXES,
  buildNextRedirects,
  buildNextRewrites,
  type NextRedirect,
  type NextRewrite,
  type RouteCondition,
} from './next-routes'
import { parsePath } from './parse'
import { DEFAULT_REGION_ID, REGIONS } from './regions'
import { BLOG_INDEX_REDIRECTS, blogIndexRedirectFor } from './redirects'
import { toExternalSegments } from './segments'

// A stand-in for Next's matcher: path-to-regexp `:name`, `:name(regex)`, `:name*`, escaped
// literals, case-insensitive, optional trailing slash; `has`/`missing` on query values.
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

function closingParen(source: string, open: number): number {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '\\') i++
    else if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) return i
  }
  throw new Error(`unbalanced ${source}`)
}

const compiled = new Map<string, RegExp>()

function toRegExp(source: string): RegExp {
  const cached = compiled.get(source)
  if (cached) return cached
  let re = ''
  let i = 0
  while (i < source.length) {
    if (source[i] === '\\') {
      re += escapeRe(source[i + 1] ?? '')
      i += 2
    } else if (source.startsWith('/:', i)) {
      const name = /^\w+/.exec(source.slice(i + 2))?.[0] ?? ''
      i += 2 + name.length
      let pattern = '[^/#?]+?'
      if (source[i] === '(') {
        const end = closingParen(source, i)
        pattern = source.slice(i + 1, end)
        i = end + 1
      }
      if (source[i] === '*') {
        re += `(?:/(?<${name}>(?:${pattern})(?:/(?:${pattern}))*))?`
        i++
      } else re += `/(?<${name}>${pattern})`
    } else {
      re += escapeRe(source[i] ?? '')
      i++
    }
  }
  const regExp = new RegExp(`^${re}/?$`, 'i')
  compiled.set(source, regExp)
  return regExp
}

type Params = Record<string, string | undefined>
type Rule = NextRewrite & { missing?: RouteCondition[] }

function matchQuery(conditions: RouteCondition[], query: URLSearchParams): Params | null {
  const params: Params = {}
  for (const c of conditions) {
    const value = query.getAll(c.key).at(-1)
    const m = value === undefined ? null : new RegExp(`^${c.value ?? '.*'}$`).exec(value)
    if (!m) return null
    Object.assign(params, m.groups)
  }
  return params
}

const hits = new Set<Rule>()

function apply(rule: Rule, pathname: string, query: URLSearchParams): string | null {
  const m = toRegExp(rule.source).exec(pathname)
  const has = m && matchQuery(rule.has ?? [], query)
  if (!m || !has || rule.missing?.some((c) => matchQuery([c], query))) return null
  hits.add(rule)
  const params: Params = { ...m.groups, ...has }
  const to = rule.destination.replace(/\/:(\w+)\*?/g, (_, n: string) =>
    params[n] ? `/${params[n]}` : '',
  )
  return to.replace(/\\(.)/g, '$1') || '/'
}

interface Rules {
  redirects: NextRedirect[]
  rewrites: NextRewrite[]
}

const REDIRECTS: NextRedirect[] = buildNextRedirects()
const REWRITES: NextRewrite[] = buildNextRewrites()
const MAIN: Rules = { redirects: REDIRECTS, rewrites: REWRITES }

/** What Next does with a request: the first matching redirect, else every rewrite in turn. */
function visit(url: string, rules = MAIN): { redirect: string | null; route: string } {
  const { pathname, searchParams } = new URL(url, 'http://site.test')
  for (const r of rules.redirects) {
    const to = apply(r, pathname, searchParams)
    if (to !== null) return { redirect: to, route: '' }
  }
  let route = pathname
  for (const r of rules.rewrites) route = apply(r, route, searchParams) ?? route
  return { redirect: null, route }
}

/** Follows redirects and fails on a chain: returns the URL the visitor ends on and its route. */
function land(url: string, rules = MAIN): { url: string; hops: number; route: string } {
  const first = visit(url, rules)
  if (first.redirect === null) return { url, hops: 0, route: first.route }
  const search = new URL(url, 'http://site.test').search
  const second = visit(first.redirect + search, rules)
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
  ['recipe', 'tacos'],
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
    ['/br/pt-BR', '/br'],
    ['/sea/en/about', '/sea/about'],
  ])('%s redirects (308) to %s', (url, expected) => {
    expect(visit(url).redirect).toBe(expected)
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
    `${withLocale}?locale=${c.locale}&regionLocale=${c.regionId}&x=1`,
  ]
}

const otherLocaleUrls = (c: Case) =>
  c.region.locales.map(
    (locale) => `${regionless(c)[0]}?regionLocale=${c.regionId}&locale=${locale}`,
  )

const parseUrl = (url: string) => {
  const [pathname = '', search] = url.split('?')
  return parsePath(pathname, new URLSearchParams(search))
}

describe('old and explicit forms land on the canonical URL in one hop', () => {
  it.each(CASES)('$regionId $locale $segments', (c) => {
    const canonical = buildPath(c)
    for (const form of oldForms(c)) {
      const landed = land(form)
      expect(landed.url, `${label(c)}: ${form}`).toBe(canonical)
      expect(landed.route, `${label(c)}: ${form}`).toBe(route(c.regionId, c.locale, c.segments))
      expect(landed.hops).toBe(form === canonical ? 0 : 1)
      const withQuery = land(`${form}?locale=${c.locale}`)
      expect(withQuery.route, `${form}?locale=${c.locale}`).toBe(
        route(c.regionId, c.locale, c.segments),
      )
      expect(withQuery.hops).toBeLessThanOrEqual(1)
    }
  })
})

describe('query forms', () => {
  it.each(CASES)('?locale= on $regionId $locale $segments', (c) => {
    const expected = route(c.regionId, c.locale, c.segments)
    for (const url of localeQueryUrls(c)) {
      expect(parseUrl(url)?.internalPath, url).toBe(expected)
      expect(land(url).route, url).toBe(expected)
    }
  })

  it.each(CASES.filter((c) => c.regionId !== DEFAULT_REGION_ID))(
    '?regionLocale= on $regionId $locale $segments without the region segment',
    (c) => {
      const expected = route(c.regionId, c.locale, c.segments)
      for (const url of regionQueryUrls(c)) {
        expect(parseUrl(url)?.internalPath, url).toBe(expected)
        expect(land(url).route, url).toBe(expected)
      }
      for (const url of otherLocaleUrls(c)) {
        expect(parseUrl(url)?.regionId).toBe(c.regionId)
        expect(land(url).route, url).toBe(parseUrl(url)?.internalPath)
      }
    },
  )

  it.each(CASES)('ignores unsupported values on $regionId $locale $segments', (c) => {
    const url = buildPath(c)
    const foreign = LOCALES.find((l) => !c.region.locales.includes(l))
    const searches = [
      'locale=xx',
      'locale=',
      'locale=EN',
      `locale=${foreign ?? 'xx'}`,
      'regionLocale=atlantis',
      'regionLocale=KOREA',
      'regionLocale=',
      'locale=es%00&regionLocale=korea%2F',
    ]
    for (const search of searches) {
      expect(visit(`${url}?${search}`), `${url}?${search}`).toEqual(visit(url))
      expect(parseUrl(`${url}?${search}`)?.internalPath).toBe(parseUrl(url)?.internalPath)
    }
  })

  it('reads the region from the path before regionLocale', () => {
    expect(land('/mexico/productos/x?regionLocale=korea').route).toBe('/mexico/es/products/x')
    expect(land('/en/news?regionLocale=korea')).toEqual({
      url: '/en/news?regionLocale=korea',
      hops: 0,
      route: '/korea/en/blog',
    })
  })
})

describe('blog index redirect rows', () => {
  it.each(BLOG_ROWS)('$regionId $locale /$slug', ({ slug, regionId, region, locale }) => {
    const source = buildPath({ regionId, locale, segments: [slug] })
    const blog = route(regionId, locale, ['blog'])
    const target = blogIndexRedirectFor(regionId, locale, slug)
    const landed = land(source)
    expect(landed.route).toBe(blog)
    expect(landed.url).toBe(buildPath({ regionId, locale, segments: ['blog'] }))
    expect(landed.hops).toBe(target === null ? 0 : 1)
    if (target !== null) expect(visit(source).redirect).toBe(target)
    for (const form of blogRowForms({ slug, regionId, region, locale })) {
      const old = land(form)
      expect(old.route, form).toBe(blog)
      expect(old.hops, form).toBeLessThanOrEqual(1)
    }
  })

  it('lands korea news on the news index, and /korea/blog there too', () => {
    expect(land('/korea/news')).toEqual({ url: '/korea/news', hops: 0, route: '/korea/ko-KR/blog' })
    expect(land('/korea/blog')).toMatchObject({ url: '/korea/news', hops: 1 })
    expect(land('/korea/ko-KR/news')).toMatchObject({ url: '/korea/news', hops: 1 })
    expect(land('/cl/es-AR/latam-home-page')).toMatchObject({ url: '/cl/news', hops: 1 })
    expect(land('/blog')).toEqual({ url: '/blog', hops: 0, route: '/us/en/blog' })
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
        '/sitemap.xml',
      ].sort(),
    )
  })

  it('still serves look-alike content paths', () => {
    expect(visit('/brands').route).toBe('/us/en/brands')
    expect(visit('/apis/x').route).toBe('/us/en/apis/x')
    expect(visit('/korea/api').route).toBe('/korea/ko-KR/api')
    expect(visit('/docs/guide.pdf').route).toBe('/us/en/docs/guide.pdf')
  })
})

describe('the rule set', () => {
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

  it('rewrites every URL to an internal route no rule rewrites again', () => {
    for (const c of CASES) {
      const internal = route(c.regionId, c.locale, c.segments)
      let again = internal
      for (const r of REWRITES) again = apply(r, again, new URLSearchParams()) ?? again
      expect(again, internal).toBe(internal)
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
    expect(
      unused.map(
        (r) => `${r.source} → ${r.destination} ${'has' in r ? JSON.stringify(r.has) : ''}`,
      ),
    ).toEqual([])
  })

  it('serves the china-only edition at the root', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'china')
    vi.resetModules()
    try {
      const china = await import('./next-routes')
      const { buildPath: build } = await import('./build')
      const rules = { redirects: china.buildNextRedirects(), rewrites: china.buildNextRewrites() }
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
      expect(land('/x?locale=en', rules).route).toBe('/china/en/x')
      expect(land('/api/x', rules).route).toBe('/api/x')
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it('stays modest: grouped per region shape, not per path', () => {
    expect(REDIRECTS.length).toBeLessThan(120)
    expect(REWRITES.length).toBeLessThan(200)
  })
})
