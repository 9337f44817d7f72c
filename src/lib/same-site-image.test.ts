import { describe, expect, it } from 'vitest'
import { sameSiteImagePath } from './same-site-image'

const SITE = 'https://www.terrafield.example'

describe('sameSiteImagePath', () => {
  it.each([
    ['/api/media/file/default-header.webp', '/api/media/file/default-header.webp'],
    ['  /api/media/file/a.webp  ', '/api/media/file/a.webp'],
    ['/brand/pattern.svg', '/brand/pattern.svg'],
    [`${SITE}/api/media/file/a.webp`, '/api/media/file/a.webp'],
    [`${SITE}/api/media/file/a.webp?v=2`, '/api/media/file/a.webp?v=2'],
  ])('accepts %j as %j', (value, path) => {
    expect(sameSiteImagePath(value, SITE)).toBe(path)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)//api/media/file/a.webp',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '//evil.example/api/media/file/a.webp',
    '/\\evil.example/api/media/file/a.webp',
    'http://other.host/api/media/file/a.webp',
    'https://www.terrafield.example.evil.example/api/media/file/a.webp',
    'http://www.terrafield.example/api/media/file/a.webp',
    'api/media/file/a.webp',
    '/api/media/file/a\n.webp',
    '/api/media/file/\u0000a.webp',
    '/api/media/file/../../admin',
    '/admin',
    '/api/users',
    `/api/media/file/${'a'.repeat(5000)}.webp`,
    '',
    '   ',
    null,
    undefined,
  ])('ignores %j', (value) => {
    expect(sameSiteImagePath(value, SITE)).toBeNull()
  })
})
