import { describe, expect, it } from 'vitest'
import { parseXml } from '../../../../tests/helpers/xml'
import { sitemapIndexXml, urlsetXml } from './sitemap-xml'

describe('urlsetXml', () => {
  it('writes each URL with its date and alternates, escaped', () => {
    const xml = urlsetXml([
      {
        loc: 'https://site.example/search?q=a&b=<c>',
        lastmod: '2026-11-01T10:00:00.000Z',
        alternates: {
          'es-MX': 'https://site.example/mexico/x?a=1&b=2',
          'x-default': 'https://site.example/x',
        },
      },
    ])
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const [url] = parseXml(xml).children
    const [loc, lastmod, mexico] = url!.children
    expect(loc!.text).toBe('https://site.example/search?q=a&b=<c>')
    expect(lastmod!.text).toBe('2026-11-01T10:00:00.000Z')
    expect(mexico!.attribs).toEqual({
      rel: 'alternate',
      hreflang: 'es-MX',
      href: 'https://site.example/mexico/x?a=1&b=2',
    })
    expect(xml).not.toMatch(/&(?!#\d+;)|<c>/)
  })

  it('leaves out a date it cannot read', () => {
    expect(urlsetXml([{ loc: 'https://site.example/', lastmod: 'yesterday' }])).not.toContain(
      'lastmod',
    )
  })
})

describe('sitemapIndexXml', () => {
  it('lists each file', () => {
    const xml = sitemapIndexXml([
      'https://site.example/sitemap/1.xml',
      'https://site.example/mexico/sitemap/1.xml',
    ])
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toHaveLength(2)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
})
