import { describe, expect, it } from 'vitest'
import { CANONICAL_URL_ROUTE, canonicalQueryTarget } from './canonical-query'

const target = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.test')
  return canonicalQueryTarget(pathname, searchParams)
}

describe('canonicalQueryTarget', () => {
  it.each([
    ['/products/x?locale=es', '/es/products/x'],
    ['/es/products/x?locale=en', '/products/x'],
    ['/us/en/products/x?locale=es', '/es/products/x'],
    ['/?locale=es', '/es'],
    ['/mexico/products/x?locale=es', '/mexico/productos/x'],
    ['/mexico/productos/x?locale=en', '/mexico/en/productos/x'],
    ['/korea/en/news?locale=ko-KR', '/korea/news'],
    ['/news?regionLocale=korea', '/korea/news'],
    ['/en/news?regionLocale=korea', '/korea/en/news'],
    ['/?regionLocale=mexico&locale=en', '/mexico/en'],
    ['/blog/x?regionLocale=cl&locale=en', '/cl/en/news/x'],
    ['/mexico/productos/x?regionLocale=korea', '/mexico/productos/x'],
    ['/x?locale=en&locale=es', '/es/x'],
  ])('%s → %s', (url, expected) => {
    expect(target(url)).toBe(expected)
  })

  it('reads the site path behind the handler route too', () => {
    expect(target(`${CANONICAL_URL_ROUTE}/products/x?locale=es`)).toBe('/es/products/x')
    expect(target(`${CANONICAL_URL_ROUTE}?locale=es`)).toBe('/es')
    expect(target(`${CANONICAL_URL_ROUTE}/korea/news?locale=en`)).toBe('/korea/en/news')
  })

  it('sends blog index page slugs straight to the blog index', () => {
    expect(target('/au/anz-blog?locale=en')).toBe('/au/blog')
    expect(target('/anz-blog?regionLocale=au')).toBe('/au/blog')
    expect(target('/cl/latam-home-page?locale=en')).toBe('/cl/en/news')
    expect(target('/au/anz-blog/x?locale=en')).toBe('/au/anz-blog/x')
  })

  it('keeps the other query parameters and drops every locale and regionLocale', () => {
    expect(target('/products/x?a=1&locale=es&b=2&locale=es&regionLocale=us')).toBe(
      '/es/products/x?a=1&b=2',
    )
    expect(target('/korea?utm_source=mail&regionLocale=korea&q=a+b')).toBe(
      '/korea?utm_source=mail&q=a+b',
    )
  })

  it.each([
    'locale=xx',
    'locale=EN',
    'locale=',
    'locale=ko-KR',
    'regionLocale=atlantis',
    'regionLocale=KOREA',
    'locale=es%00&regionLocale=korea%2F',
  ])('ignores %s: the path without it', (search) => {
    expect(target(`/products/x?${search}`)).toBe('/products/x')
    expect(target(`/mexico/productos/x?${search}`)).toBe('/mexico/productos/x')
  })

  it('never points back at itself: the target carries neither parameter', () => {
    for (const url of [
      '/x?locale=en',
      '/es/x?locale=es',
      '/korea?regionLocale=korea&locale=ko-KR',
    ]) {
      const to = target(url) ?? ''
      const { searchParams } = new URL(to, 'http://site.test')
      expect(searchParams.has('locale') || searchParams.has('regionLocale'), to).toBe(false)
    }
  })

  it('has no answer for a path that is no site path', () => {
    expect(target('/x/%E0%A4%A?locale=es')).toBeNull()
    expect(target('/a/%01?locale=es')).toBeNull()
  })
})
