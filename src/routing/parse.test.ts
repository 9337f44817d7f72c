import { describe, expect, it } from 'vitest'
import { isJunkPath, parsePath } from './parse'

const q = (s: string) => new URLSearchParams(s)

describe('parsePath', () => {
  it.each([
    ['/', 'us', 'en', []],
    ['/products/x', 'us', 'en', ['products', 'x']],
    ['/es/products/x', 'us', 'es', ['products', 'x']],
    ['/mexico', 'mexico', 'es', []],
    ['/mexico/productos/a/b', 'mexico', 'es', ['products', 'a', 'b']],
    [
      '/mexico/productos/a/producto-recetas/2',
      'mexico',
      'es',
      ['products', 'a', 'product-recipes', '2'],
    ],
    ['/mexico/receta/tacos', 'mexico', 'es', ['recipe', 'tacos']],
    ['/mexico/en/products/x', 'mexico', 'en', ['products', 'x']],
    ['/korea/news/x', 'korea', 'ko-KR', ['blog', 'x']],
    ['/korea/en/news', 'korea', 'en', ['blog']],
    ['/cl/en/news/category/tips', 'cl', 'en', ['blog', 'category', 'tips']],
    ['/br/news/author/ana', 'br', 'pt-BR', ['blog', 'author', 'ana']],
    ['/sea/about', 'sea', 'en', ['about']],
    ['/terrafield+', 'us', 'en', ['terrafield+']],
    ['/korea/recipe/%ED%83%80%EC%BD%94', 'korea', 'ko-KR', ['recipe', '타코']],
  ] as const)('%s → %s %s %j', (path, regionId, locale, segments) => {
    const parsed = parsePath(path)
    expect(parsed).toMatchObject({
      regionId,
      locale,
      segments,
      isCanonical: true,
      canonicalPath: path,
    })
    expect(parsed?.internalPath).toBe(
      `/${[regionId, locale, ...segments].map(encodeURIComponent).join('/').replace('%2B', '+')}`,
    )
  })

  it('keeps the URL words in externalSegments', () => {
    expect(parsePath('/mexico/productos/a')?.externalSegments).toEqual(['productos', 'a'])
  })

  it('treats an unknown region or locale in the path as a content slug', () => {
    expect(parsePath('/atlantis/x')).toMatchObject({
      regionId: 'us',
      locale: 'en',
      segments: ['atlantis', 'x'],
    })
    expect(parsePath('/korea/es/x')).toMatchObject({
      regionId: 'korea',
      locale: 'ko-KR',
      segments: ['es', 'x'],
    })
    expect(parsePath('/ko-KR/x')).toMatchObject({
      regionId: 'us',
      locale: 'en',
      segments: ['ko-KR', 'x'],
    })
  })

  it('reports the canonical URL of old, prefixed and untranslated forms', () => {
    const cases: [string, string][] = [
      ['/us', '/'],
      ['/us/en/products/x', '/products/x'],
      ['/en/products/x', '/products/x'],
      ['/us/es/about', '/es/about'],
      ['/mexico/products/x', '/mexico/productos/x'],
      ['/mexico/es/products/a/product-recipes', '/mexico/productos/a/producto-recetas'],
      ['/mexico/es/recipe/t', '/mexico/receta/t'],
      ['/korea/ko-KR/blog', '/korea/news'],
      ['/korea/blog/x', '/korea/news/x'],
      ['/korea/en/blog', '/korea/en/news'],
      ['/products/x/', '/products/x'],
      ['/terrafield%2B', '/terrafield+'],
    ]
    for (const [path, canonical] of cases) {
      expect(parsePath(path), path).toMatchObject({ canonicalPath: canonical, isCanonical: false })
    }
  })
})

describe('query parameters', () => {
  it('reads the region from regionLocale only when the path has none', () => {
    expect(parsePath('/news/x', q('regionLocale=korea'))).toMatchObject({
      regionId: 'korea',
      locale: 'ko-KR',
      segments: ['blog', 'x'],
      regionSource: 'query',
      internalPath: '/korea/ko-KR/blog/x',
      canonicalPath: '/korea/news/x',
      isCanonical: false,
    })
    expect(parsePath('/en/news', q('regionLocale=korea'))).toMatchObject({
      regionId: 'korea',
      locale: 'en',
      segments: ['blog'],
    })
    expect(parsePath('/mexico/x', q('regionLocale=korea'))).toMatchObject({
      regionId: 'mexico',
      regionSource: 'path',
    })
  })

  it('lets the locale query override the locale segment, which is still consumed', () => {
    expect(parsePath('/products/x', q('locale=es'))).toMatchObject({
      regionId: 'us',
      locale: 'es',
      localeSource: 'query',
    })
    expect(parsePath('/korea/en/news', q('locale=ko-KR'))).toMatchObject({
      locale: 'ko-KR',
      segments: ['blog'],
      internalPath: '/korea/ko-KR/blog',
    })
    expect(parsePath('/x', q('regionLocale=mexico&locale=en'))).toMatchObject({
      regionId: 'mexico',
      locale: 'en',
    })
    expect(parsePath('/x', q('locale=es&locale=en'))?.locale).toBe('en')
  })

  it.each([
    'locale=xx',
    'locale=ko-KR',
    'locale=',
    'locale=EN',
    'regionLocale=atlantis',
    'regionLocale=',
    'regionLocale=Korea',
    'regionLocale=%00',
    'locale=..&regionLocale=../../etc',
  ])('ignores unsupported values: ?%s', (search) => {
    expect(parsePath('/es/products/x', q(search))).toMatchObject({
      regionId: 'us',
      locale: 'es',
      segments: ['products', 'x'],
    })
    expect(parsePath('/korea/news', q(search))).toMatchObject({
      regionId: 'korea',
      locale: 'ko-KR',
    })
  })
})

describe('junk paths', () => {
  const long = `/${'a'.repeat(300)}`
  it.each([
    '/%00',
    '/a/%00b',
    '/a\u0000b',
    '/a/%0Ab',
    '/a/%7F',
    '/a/../b',
    '/a/./b',
    '/%2e%2e/x',
    '/a/%2E',
    long,
    `/x/${'%C3%A9'.repeat(201)}`,
    '/%E0%A4%A',
    '/%',
    '/a%zz',
    '/a%2Fb',
    '/a%5Cb',
    `/${'ab/'.repeat(700)}`,
    'no-leading-slash',
  ])('%s is junk', (path) => {
    expect(parsePath(path)).toBeNull()
    expect(isJunkPath(path)).toBe(true)
  })

  it.each([
    '/',
    `/${'a'.repeat(200)}`,
    `/x/${'%C3%A9'.repeat(200)}`,
    '/a//b',
    '/caf%C3%A9',
    '/..a',
    '/a.b',
  ])('%s is not junk', (path) => {
    expect(isJunkPath(path)).toBe(false)
    expect(parsePath(path)).not.toBeNull()
  })
})
