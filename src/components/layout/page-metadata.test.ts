import { describe, expect, it } from 'vitest'
import type { PageView } from '@/content/pages'
import { pageMetadata } from './page-metadata'

type Metadata = NonNullable<PageView['metadata']>
const EMPTY: Metadata = {
  title: null,
  description: null,
  keywords: null,
  robotsNoIndex: null,
  robotsNoFollow: null,
  canonical: null,
  socialShareImage: null,
  customMetadata: null,
}

function page(overrides: Partial<Metadata> | null): PageView {
  const metadata = overrides ? { ...EMPTY, ...overrides } : null
  return {
    id: 1,
    title: 'Why Terrafield',
    path: ['why-terrafield'],
    ancestorTitles: [],
    authentication: 'any',
    showBreadcrumbs: true,
    breadcrumbTitle: null,
    metadata,
    marquee: null,
    marqueeStyle: null,
    searchBarLocation: 'none',
    blocks: [],
    withheld: false,
    sameForEveryone: true,
    regionIds: ['us', 'mexico'],
  }
}

describe('pageMetadata', () => {
  it('falls back to the page title and its own path', () => {
    const meta = pageMetadata(page(null), '/why-terrafield')
    expect(meta.title).toBe('Why Terrafield')
    expect(meta.alternates?.canonical).toBe('/why-terrafield')
    expect(meta.robots).toEqual({ index: true, follow: true })
  })

  it('names the page in every language of its regions, with Open Graph locales', () => {
    const meta = pageMetadata(page(null), '/why-terrafield')
    expect(meta.alternates?.languages).toEqual({
      'en-US': '/why-terrafield',
      'es-US': '/es/why-terrafield',
      'es-MX': '/mexico/why-terrafield',
      'en-MX': '/mexico/en/why-terrafield',
      'x-default': '/why-terrafield',
    })
    expect(meta.openGraph).toMatchObject({
      locale: 'en_US',
      alternateLocale: ['es_US', 'es_MX', 'en_MX'],
    })
  })

  it('offers no alternates for a page that names another as canonical', () => {
    const meta = pageMetadata(page({ canonical: '/other' }), '/why-terrafield')
    expect(meta.alternates).toEqual({ canonical: '/other' })
  })

  it('uses the editor overrides: robots, canonical on this site only, share image', () => {
    const meta = pageMetadata(
      page({
        title: 'T',
        robotsNoIndex: true,
        robotsNoFollow: true,
        canonical: '/other',
        socialShareImage: {
          id: 1,
          url: '/api/media/file/x.webp',
          alt: 'X',
          width: 1200,
          height: 630,
        },
      }),
      '/why-terrafield',
    )
    expect(meta.robots).toEqual({ index: false, follow: false })
    expect(meta.alternates?.canonical).toBe('/other')
    expect(meta.openGraph?.images).toEqual([
      { url: '/api/media/file/x.webp', width: 1200, height: 630, alt: 'X' },
    ])
    expect(
      pageMetadata(page({ canonical: 'https://evil.example/' }), '/a').alternates?.canonical,
    ).toBe('/a')
  })

  it('keeps custom metadata with safe names that do not replace the standard tags', () => {
    const meta = pageMetadata(
      page({
        customMetadata: [
          { name: 'format-detection', content: 'telephone=no' },
          { name: 'robots', content: 'index' },
          { name: '"><script>', content: 'x' },
          { name: 'empty', content: '' },
        ],
      }),
      '/a',
    )
    expect(meta.other).toEqual({ 'format-detection': 'telephone=no' })
  })
})
