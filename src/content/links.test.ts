import { describe, expect, it } from 'vitest'
import { resolveLink } from './links'

const us = { regionId: 'us', locale: 'en' as const, partnerProgramName: 'Terrafield' }
const mexico = { regionId: 'mexico', locale: 'es' as const, partnerProgramName: 'Terrafield' }

describe('resolveLink', () => {
  it('leaves out links to the routes of features switched off in the region', () => {
    const off = { ...us, routesOff: ['sampleBag', 'favorites'] }
    expect(resolveLink(off, { siteRoute: 'sampleBag' })).toBeNull()
    expect(resolveLink(off, { siteRoute: 'favorites' })).toBeNull()
    expect(resolveLink(off, { siteRoute: 'compare' })?.href).toBe('/compare')
    expect(resolveLink(us, { siteRoute: 'sampleBag' })?.href).toBe('/sample-bag')
  })

  it('builds references as GraphQL names their collections (product_categories) and as the CMS does', () => {
    for (const relationTo of ['product_categories', 'product-categories']) {
      expect(resolveLink(us, { reference: { relationTo, value: { slug: 'fries' } } })).toEqual({
        href: '/products/fries',
        external: false,
      })
    }
    expect(
      resolveLink(us, { reference: { relationTo: 'blog_categories', value: { slug: 'trends' } } })
        ?.href,
    ).toBe('/blog/category/trends')
  })

  it('links a nested page by its stored path and translates segments per region', () => {
    const page = { slug: 'sustainability', path: 'about-us/our-story/sustainability' }
    expect(resolveLink(us, { reference: { relationTo: 'pages', value: page } })?.href).toBe(
      '/about-us/our-story/sustainability',
    )
    expect(
      resolveLink(mexico, { reference: { relationTo: 'pages', value: { slug: 'nosotros' } } })
        ?.href,
    ).toBe('/mexico/nosotros')
    expect(
      resolveLink(mexico, {
        reference: { relationTo: 'products', value: { slug: 'x', sku: 'TF-10001' } },
      })?.href,
    ).toBe('/mexico/productos/TF-10001')
  })

  it('keeps site paths and http(s) external links only', () => {
    expect(resolveLink(us, { url: '/contact-us' })).toEqual({
      href: '/contact-us',
      external: false,
    })
    expect(resolveLink(us, { url: 'https://example.com', externalLink: true })).toEqual({
      href: 'https://example.com',
      external: true,
    })
    expect(resolveLink(us, { url: 'javascript:alert(1)', externalLink: true })).toBeNull()
    expect(resolveLink(us, { url: '//evil.example' })).toBeNull()
  })

  it('resolves site routes, including the partner home', () => {
    expect(resolveLink(us, { siteRoute: 'partnerHome' })?.href).toBe('/terrafield+')
    expect(resolveLink(us, { siteRoute: 'sampleBag' })?.href).toBe('/sample-bag')
  })
})
