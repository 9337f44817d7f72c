import { describe, expect, it } from 'vitest'
import { socialMetadata, withShareImageFallback, withAlternates } from './social-metadata'

const fallback = [
  { url: 'https://site.example/api/media/file/social-us.webp', width: 1200, height: 630 },
]
const parent = {
  openGraph: { images: fallback },
  twitter: { card: 'summary_large_image', images: fallback },
} as unknown as Parameters<typeof withShareImageFallback>[1]

describe('withShareImageFallback', () => {
  it('gives a page without an image the default share image', () => {
    const own = socialMetadata({ title: 'About', canonical: '/about-us' })
    const meta = withShareImageFallback(own, parent)
    expect(meta.openGraph?.images).toEqual(fallback)
    expect(meta.openGraph?.title).toBe('About')
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: fallback })
  })

  it('keeps a page’s own image', () => {
    const image = { url: '/api/media/file/own.webp', width: 800, height: 600 }
    const own = socialMetadata({ title: 'Fries', canonical: '/fries', image })
    expect(withShareImageFallback(own, parent)).toBe(own)
  })

  it('changes nothing without a default or without page social tags', () => {
    const own = socialMetadata({ title: 'About', canonical: '/about-us' })
    expect(withShareImageFallback(own, { openGraph: null, twitter: null })).toBe(own)
    expect(withShareImageFallback({ title: 'Compare' }, parent)).toEqual({ title: 'Compare' })
  })
})

describe('withAlternates', () => {
  const own = { title: 'Fries', alternates: { canonical: '/products/TF-10001' } }

  it('names the document in the regions given, itself included', () => {
    const languages = withAlternates(own, '/products/TF-10001', ['us', 'mexico']).alternates
      ?.languages as Record<string, string>
    expect(languages['en-US']).toBe('/products/TF-10001')
    expect(languages['es-MX']).toBe('/mexico/productos/TF-10001')
    expect(languages['x-default']).toBe('/products/TF-10001')
  })

  it('offers none for a page not to be indexed, or one naming another canonical', () => {
    const noindex = { ...own, robots: { index: false, follow: true } }
    expect(withAlternates(noindex, '/products/TF-10001', ['us', 'mexico'])).toEqual(noindex)
    expect(withAlternates({ ...own, robots: 'noindex' }, '/products/TF-10001', ['us'])).toEqual({
      ...own,
      robots: 'noindex',
    })
    const elsewhere = { title: 'Fries', alternates: { canonical: '/products/TF-10002' } }
    expect(withAlternates(elsewhere, '/products/TF-10001', ['us', 'mexico'])).toEqual(elsewhere)
  })
})
