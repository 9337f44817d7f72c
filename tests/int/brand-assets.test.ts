import { decode } from 'ico-endec'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { homePath } from '../../src/routing/build'
import type { Locale } from '../../src/routing/locales'
import { get } from '../helpers/http'

const THEME_COLOR = '#1d6b45'

async function html(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The value of `attribute` on the first `<tag>` whose attributes match `where`. */
function attributeOf(page: string, tag: string, where: RegExp, attribute: string): string | null {
  for (const [element] of page.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g')))
    if (where.test(element))
      return (
        new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1]?.replace(/&amp;/g, '&') ?? null
      )
  return null
}

async function bytes(path: string): Promise<{ type: string | null; body: Buffer }> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return {
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

describe('brand assets', () => {
  it('/favicon.ico is an ICO with 16, 32 and 48 px images', async () => {
    const { type, body } = await bytes('/favicon.ico')
    expect(type).toBe('image/x-icon')
    expect(decode(body).map((entry) => entry.width)).toEqual([16, 32, 48])
  })

  it.each<[string, Locale]>([
    ['us', 'en'],
    ['mexico', 'es'],
    ['korea', 'ko-KR'],
  ])(
    'every page of %s/%s links a 180 px touch icon, an SVG icon and the favicon',
    async (region, locale) => {
      const page = await html(homePath(region, locale))
      const touch = attributeOf(page, 'link', /rel="apple-touch-icon"/, 'href')
      expect(touch).toBe(`/brand/${region}/mark/180.png`)
      const { type, body } = await bytes(touch ?? '')
      expect(type).toBe('image/png')
      const { width, height, format } = await sharp(body).metadata()
      expect({ width, height, format }).toEqual({ width: 180, height: 180, format: 'png' })
      expect(attributeOf(page, 'link', /rel="icon"[^>]*image\/svg\+xml/, 'href')).toMatch(
        /^\/api\/media\/file\/.+\.svg$/,
      )
      expect(attributeOf(page, 'link', /rel="icon"/, 'href')).toBe('/favicon.ico')
    },
  )

  it.each<[string, Locale]>([
    ['us', 'en'],
    ['us', 'es'],
    ['mexico', 'es'],
    ['mexico', 'en'],
    ['japan', 'ja-JP'],
  ])('the %s/%s manifest starts at that home page', async (region, locale) => {
    const page = await html(homePath(region, locale))
    const href = attributeOf(page, 'link', /rel="manifest"/, 'href')
    expect(href).toBe(`/brand/${region}/${locale}/manifest.webmanifest`)
    const response = await get(href ?? '')
    expect(response.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = (await response.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Terrafield Foods',
      short_name: 'Terrafield',
      start_url: homePath(region, locale),
      lang: locale,
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
    })
    const icons = manifest.icons as { src: string; sizes: string; type: string }[]
    expect(icons.map((icon) => [icon.sizes, icon.type])).toEqual([
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
      ['any', 'image/svg+xml'],
    ])
    const large = await bytes(icons[1]?.src ?? '')
    expect((await sharp(large.body).metadata()).width).toBe(512)
  })

  it('every page carries the theme colour', async () => {
    for (const path of ['/', '/korea', '/products'])
      expect(attributeOf(await html(path), 'meta', /name="theme-color"/, 'content'), path).toBe(
        THEME_COLOR,
      )
  })

  it('a page without its own share image shares the region’s default one', async () => {
    const page = await html('/about-us')
    const image = attributeOf(page, 'meta', /property="og:image"/, 'content')
    expect(image).toMatch(/^https?:\/\/[^/]+\/api\/media\/file\/social-us[^/]*\.webp$/)
    expect(attributeOf(page, 'meta', /name="twitter:card"/, 'content')).toBe('summary_large_image')
    const mexico = await html('/mexico')
    expect(attributeOf(mexico, 'meta', /property="og:image"/, 'content')).toMatch(/social-mexico/)
  })

  it('a page with its own share image keeps it', async () => {
    const page = await html('/why-terrafield')
    const image = attributeOf(page, 'meta', /property="og:image"/, 'content')
    expect(image).toMatch(/^https?:\/\//)
    expect(image).not.toMatch(/social-us/)
  })

  it.each([
    '/brand/atlantis/mark/180.png',
    '/brand/us/mark/181.png',
    '/brand/us/mark/180.svg',
    '/brand/atlantis/en/manifest.webmanifest',
    '/brand/us/ja-JP/manifest.webmanifest',
    '/brand/us/xx/manifest.webmanifest',
  ])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it.each([
    ['/favicon.ico?locale=%3Cscript%3E&regionLocale=xx', 'image/x-icon'],
    ['/brand/us/mark/180.png?w=99999&q=%00', 'image/png'],
  ])('%s ignores its query string', async (path, type) => {
    expect((await bytes(path)).type).toBe(type)
  })

  it('the manifest ignores its query string', async () => {
    const response = await get('/brand/us/en/manifest.webmanifest?start_url=javascript:alert(1)')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toMatch(/javascript|alert/)
    expect(JSON.parse(text)).toMatchObject({ start_url: '/' })
  })
})
