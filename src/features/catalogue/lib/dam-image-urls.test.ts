import { describe, expect, it } from 'vitest'
import { MAX_DAM_IMAGES, safeDamImageUrls } from './dam-image-urls'

const HOSTS = ['dam.example.com', 'assets.example.org:8443']
const one = (value: unknown) => safeDamImageUrls([value as string], HOSTS)

describe('safeDamImageUrls: kept', () => {
  it.each([
    ['/api/media/file/fries.webp', '/api/media/file/fries.webp'],
    ['/images/fries.png', '/images/fries.png'],
    ['  /brand/logo.svg  ', '/brand/logo.svg'],
    ['/api/media/file/a%20b.webp?w=2', '/api/media/file/a%20b.webp?w=2'],
    ['https://dam.example.com/p/fries.jpg', 'https://dam.example.com/p/fries.jpg'],
    ['HTTPS://DAM.EXAMPLE.COM/p/fries.jpg', 'https://dam.example.com/p/fries.jpg'],
    ['http://dam.example.com/fries.jpg', 'http://dam.example.com/fries.jpg'],
    ['https://assets.example.org:8443/x.jpg', 'https://assets.example.org:8443/x.jpg'],
  ])('%s', (value, expected) => {
    expect(one(value)).toEqual([expected])
  })
})

describe('safeDamImageUrls: dropped', () => {
  it.each([
    ['protocol-relative host', '//evil.example/x.png'],
    ['backslash turned slash by browsers', '/\\evil.example/x.png'],
    ['backslashes', '\\\\evil.example\\x.png'],
    ['encoded backslash', '/%5Cevil.example/x.png'],
    ['encoded double slash', '/%2F%2Fevil.example/x.png'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript, mixed case and spaces', ' JaVaScRiPt:alert(1)'],
    ['javascript split by a tab', 'java\tscript:alert(1)'],
    ['javascript split by a newline', 'java\nscript:alert(1)'],
    ['data URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['data URL, base64', 'data:image/png;base64,iVBORw0KGgo='],
    ['blob URL', 'blob:https://dam.example.com/uuid'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file URL', 'file:///etc/passwd'],
    ['ftp on an allowed host', 'ftp://dam.example.com/x.png'],
    ['host not allowed', 'https://evil.example/x.png'],
    ['allowed host as a subdomain of another', 'https://dam.example.com.evil.example/x.png'],
    ['allowed host as a parent of another', 'https://evil.dam.example.com/x.png'],
    ['credentials pointing elsewhere', 'https://dam.example.com@evil.example/x.png'],
    ['credentials on an allowed host', 'https://user:pw@dam.example.com/x.png'],
    ['allowed host on another port', 'https://dam.example.com:444/x.png'],
    ['scheme without slashes', 'https:dam.example.com/x.png'],
    ['scheme with backslashes', 'https:\\\\dam.example.com\\x.png'],
    ['relative path', 'images/fries.png'],
    ['dot path', './fries.png'],
    ['CMS admin', '/admin/logout'],
    ['CMS admin root', '/admin'],
    ['API endpoint with side effects', '/api/preview/exit'],
    ['API, encoded', '/%61pi/preview/exit'],
    ['API, upper case', '/API/preview/exit'],
    ['API reached from media by dot segments', '/api/media/file/../../preview/exit'],
    ['API reached by encoded dot segments', '/api/media/file/%2e%2e/%2e%2e/preview/exit'],
    ['API reached by an encoded slash', '/api/media/file/..%2f..%2fpreview/exit'],
    ['Next internals', '/_next/image?url=https://evil.example/x.png&w=64&q=75'],
    ['malformed percent-encoding', '/images/%E0%A4%A.png'],
    ['NUL', '/images/a\u0000.png'],
    ['control character', '/images/a\u0007.png'],
    ['internal space', '/images/a b.png'],
    ['empty', ''],
    ['blank', '   '],
    ['overlong', `/images/${'a'.repeat(2100)}.png`],
  ])('%s', (_, value) => {
    expect(one(value)).toEqual([])
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { toString: () => '/images/x.png' }],
    ['an array', ['/images/x.png']],
  ])('a non-string value: %s', (_, value) => {
    expect(one(value)).toEqual([])
  })

  it('allows no remote host when none is configured', () => {
    expect(safeDamImageUrls(['https://dam.example.com/x.png', '/images/x.png'], [])).toEqual([
      '/images/x.png',
    ])
  })

  it('takes a missing list as empty', () => {
    expect(safeDamImageUrls(null, HOSTS)).toEqual([])
    expect(safeDamImageUrls(undefined, HOSTS)).toEqual([])
  })
})

describe('safeDamImageUrls: the list', () => {
  it('keeps the order, drops duplicates and stops at the gallery maximum', () => {
    const values = Array.from({ length: 40 }, (_, i) => `/images/${i % 20}.png`)
    const kept = safeDamImageUrls(['javascript:x', ...values], HOSTS)
    expect(kept).toHaveLength(MAX_DAM_IMAGES)
    expect(kept[0]).toBe('/images/0.png')
    expect(new Set(kept).size).toBe(kept.length)
  })

  it('stays fast on a huge hostile list', () => {
    const hostile = Array.from(
      { length: 10_000 },
      (_, i) => `https://evil${i}.example/${'%'.repeat(50)}`,
    )
    const started = performance.now()
    expect(safeDamImageUrls(hostile, HOSTS)).toEqual([])
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
