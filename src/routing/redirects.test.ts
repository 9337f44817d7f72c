import { describe, expect, it } from 'vitest'
import { blogIndexPath, pagePath } from './build'
import { parsePath } from './parse'
import {
  BLOG_INDEX_REDIRECTS,
  blogIndexRedirectFor,
  matchCmsRedirect,
  partnerIndexRedirectFor,
  partnerProgramSegment,
  type CmsRedirectRule,
} from './redirects'
import { findRegion } from './regions'

const ROWS = BLOG_INDEX_REDIRECTS.flatMap(({ slug, regionIds }) =>
  regionIds.flatMap((regionId) =>
    (findRegion(regionId)?.locales ?? []).map((locale) => ({ slug, regionId, locale })),
  ),
)

describe('blog index redirect table', () => {
  it('is the spec table', () => {
    expect(BLOG_INDEX_REDIRECTS.map((r) => [r.slug, [...r.regionIds].sort().join(',')])).toEqual([
      ['news', 'korea'],
      ['south-america', 'ar,bo,br,cl,co,latam,py,uy'],
      ['anz-blog', 'au,nz'],
      [
        'sea-blog',
        'cambodia,indonesia,malaysia,myanmar,philippines,sea,singapore,thailand,vietnam',
      ],
      ['mx-blog', 'mexico'],
      ['blog', 'us'],
      ['blog-jp', 'japan'],
      ['latam-home-page', 'cl'],
    ])
  })

  it('names only configured regions', () => {
    for (const id of BLOG_INDEX_REDIRECTS.flatMap((r) => r.regionIds)) {
      expect(findRegion(id), id).toBeDefined()
    }
  })

  it.each(ROWS)(
    '$regionId $locale /$slug lands on the blog index in one hop',
    ({ slug, regionId, locale }) => {
      const target = blogIndexRedirectFor(regionId, locale, slug)
      const source = pagePath(regionId, locale, [slug])
      if (target === null) {
        expect(source).toBe(blogIndexPath(regionId, locale))
        return
      }
      expect(target).toBe(blogIndexPath(regionId, locale))
      expect(target).not.toBe(source)
      expect(parsePath(target)).toMatchObject({
        regionId,
        locale,
        segments: ['blog'],
        isCanonical: true,
      })
    },
  )

  it('never sends a target to another redirect', () => {
    const sources = new Set(
      ROWS.filter((r) => blogIndexRedirectFor(r.regionId, r.locale, r.slug) !== null).map((r) =>
        pagePath(r.regionId, r.locale, [r.slug]),
      ),
    )
    for (const { slug, regionId, locale } of ROWS) {
      const target = blogIndexRedirectFor(regionId, locale, slug)
      if (target !== null) expect(sources.has(target), target).toBe(false)
    }
  })

  it('goes straight to the news URL in news regions', () => {
    expect(blogIndexRedirectFor('cl', 'es-AR', 'latam-home-page')).toBe('/cl/news')
    expect(blogIndexRedirectFor('cl', 'en', 'latam-home-page')).toBe('/cl/en/news')
    expect(blogIndexRedirectFor('cl', 'en', 'south-america')).toBe('/cl/en/news')
    expect(blogIndexRedirectFor('br', 'pt-BR', 'south-america')).toBe('/br/news')
    expect(blogIndexRedirectFor('mexico', 'en', 'mx-blog')).toBe('/mexico/en/blog')
    expect(blogIndexRedirectFor('japan', 'ja-JP', 'blog-jp')).toBe('/japan/blog')
    expect(blogIndexRedirectFor('nz', 'en', 'anz-blog')).toBe('/nz/blog')
  })

  it('does not redirect a page to itself', () => {
    expect(blogIndexRedirectFor('us', 'en', 'blog')).toBeNull()
    expect(blogIndexRedirectFor('us', 'es', 'blog')).toBeNull()
    expect(blogIndexRedirectFor('korea', 'ko-KR', 'news')).toBeNull()
    expect(blogIndexRedirectFor('korea', 'en', 'news')).toBeNull()
  })

  it('applies a row only in its regions', () => {
    expect(blogIndexRedirectFor('us', 'en', 'mx-blog')).toBeNull()
    expect(blogIndexRedirectFor('mexico', 'es', 'sea-blog')).toBeNull()
    expect(blogIndexRedirectFor('sea', 'en', 'about')).toBeNull()
    expect(blogIndexRedirectFor('atlantis', 'en', 'sea-blog')).toBeNull()
    expect(blogIndexRedirectFor('korea', 'es', 'south-america')).toBeNull()
  })
})

describe('partner program', () => {
  it('derives the segment from the product name', () => {
    expect(partnerProgramSegment('Terrafield')).toBe('terrafield+')
    expect(partnerProgramSegment('  Acme Farms ')).toBe('acme-farms+')
    expect(partnerProgramSegment('Ñandú Foods')).toBe('ñandú-foods+')
  })

  it('does not redirect the partner page to itself', () => {
    expect(partnerIndexRedirectFor('us', 'terrafield+', 'Terrafield')).toBeNull()
    expect(partnerIndexRedirectFor('us', 'terrafield+', 'Terrafield', 'es')).toBeNull()
    expect(parsePath(pagePath('us', 'en', ['terrafield+']))?.segments).toEqual(['terrafield+'])
  })

  it('sends other spellings in us to the built partner path', () => {
    expect(partnerIndexRedirectFor('us', 'Terrafield+', 'Terrafield')).toBe('/terrafield+')
    expect(partnerIndexRedirectFor('us', 'TERRAFIELD+', 'Terrafield', 'es')).toBe('/es/terrafield+')
    expect(partnerIndexRedirectFor('us', 'Acme-Farms+', 'Acme Farms')).toBe('/acme-farms+')
  })

  it('applies to us only and to the partner slug only', () => {
    expect(partnerIndexRedirectFor('mexico', 'Terrafield+', 'Terrafield')).toBeNull()
    expect(partnerIndexRedirectFor('us', 'terrafield', 'Terrafield')).toBeNull()
    expect(partnerIndexRedirectFor('us', 'about', 'Terrafield')).toBeNull()
  })
})

describe('matchCmsRedirect', () => {
  const rule = (over: Partial<CmsRedirectRule>): CmsRedirectRule => ({
    from: '/old',
    to: '/new',
    permanent: true,
    ...over,
  })

  it('matches the path, ignoring a trailing slash and encoding', () => {
    expect(matchCmsRedirect([rule({})], 'us', 'en', '/old')).toEqual({
      to: '/new',
      permanent: true,
    })
    expect(matchCmsRedirect([rule({ permanent: false })], 'us', 'en', '/old/')).toEqual({
      to: '/new',
      permanent: false,
    })
    expect(matchCmsRedirect([rule({ from: '/café' })], 'us', 'en', '/caf%C3%A9')?.to).toBe('/new')
    expect(matchCmsRedirect([rule({})], 'us', 'en', '/older')).toBeNull()
  })

  it('honours region and locale, preferring the most specific rule', () => {
    const rules = [
      rule({ to: '/any' }),
      rule({ to: '/korea-any', regionId: 'korea' }),
      rule({ to: '/korea-en', regionId: 'korea', locale: 'en' }),
      rule({ to: '/en-any', locale: 'en' }),
      rule({ to: '/mexico', regionId: 'mexico', locale: null }),
    ]
    expect(matchCmsRedirect(rules, 'korea', 'en', '/old')?.to).toBe('/korea-en')
    expect(matchCmsRedirect(rules, 'korea', 'ko-KR', '/old')?.to).toBe('/korea-any')
    expect(matchCmsRedirect(rules, 'us', 'en', '/old')?.to).toBe('/en-any')
    expect(matchCmsRedirect(rules, 'us', 'es', '/old')?.to).toBe('/any')
    expect(matchCmsRedirect(rules, 'mexico', 'es', '/old')?.to).toBe('/mexico')
    expect(matchCmsRedirect(rules.slice(1, 3), 'us', 'en', '/old')).toBeNull()
    expect(matchCmsRedirect([rules[3]!, rules[1]!], 'korea', 'en', '/old')?.to).toBe('/korea-any')
  })

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /x',
    '',
  ])('refuses an off-site target: %j', (to) => {
    expect(matchCmsRedirect([rule({ to })], 'us', 'en', '/old')).toBeNull()
  })

  it('skips an unsafe rule for a safe one and refuses a redirect to itself', () => {
    const rules = [rule({ to: '//evil.example', regionId: 'us' }), rule({ to: '/safe' })]
    expect(matchCmsRedirect(rules, 'us', 'en', '/old')?.to).toBe('/safe')
    expect(matchCmsRedirect([rule({ to: '/old/' })], 'us', 'en', '/old')).toBeNull()
  })
})
