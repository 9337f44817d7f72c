import { describe, expect, it } from 'vitest'
import { shortName, webManifest } from './manifest'
import { markSizeOf, manifestPath, markPath } from './paths'

describe('webManifest', () => {
  const input = {
    siteName: 'Terrafield Foods',
    themeColor: '#1d6b45',
    startUrl: '/mexico',
    lang: 'es',
    icons: [{ src: markPath('mexico', 192), sizes: '192x192', type: 'image/png' }],
  }

  it('names the site, starts at the region home and carries the theme colour', () => {
    expect(webManifest(input)).toMatchObject({
      name: 'Terrafield Foods',
      short_name: 'Terrafield',
      start_url: '/mexico',
      id: '/mexico',
      lang: 'es',
      theme_color: '#1d6b45',
      background_color: '#ffffff',
      icons: [{ src: '/brand/mexico/mark/192.png', sizes: '192x192', type: 'image/png' }],
    })
  })

  it('leaves out what the settings do not give', () => {
    const manifest = webManifest({ ...input, siteName: ' ', themeColor: null })
    expect(manifest).not.toHaveProperty('name')
    expect(manifest).not.toHaveProperty('theme_color')
  })

  it('keeps a short name whole', () => {
    expect(shortName('Terrafield')).toBe('Terrafield')
  })
})

describe('brand paths', () => {
  it('serves only the drawn sizes', () => {
    expect(markSizeOf('180.png')).toBe(180)
    expect(markSizeOf('512.png')).toBe(512)
    for (const file of ['181.png', '180.png.png', '180.svg', '../180.png', '0180.png', ''])
      expect(markSizeOf(file)).toBeNull()
  })

  it('puts the manifest under its region and locale', () => {
    expect(manifestPath('korea', 'ko-KR')).toBe('/brand/korea/ko-KR/manifest.webmanifest')
  })
})
