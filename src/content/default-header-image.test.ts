import { describe, expect, it, vi } from 'vitest'
import { toDefaultHeaderImage } from './default-header-image'

// The read function's client is server-only; these tests cover the pure reshaping.
vi.mock('./client', () => ({ runQuery: vi.fn() }))

const SITE = 'http://localhost:3000'

describe('toDefaultHeaderImage', () => {
  it('keeps a media file URL with its title as the alt text', () => {
    expect(
      toDefaultHeaderImage(
        { url: '/api/media/file/default-header.webp', title: '  Motivo de papas  ' },
        SITE,
      ),
    ).toMatchObject({ url: '/api/media/file/default-header.webp', alt: 'Motivo de papas' })
  })

  it('turns a URL on the site into its path', () => {
    expect(
      toDefaultHeaderImage({ url: `${SITE}/api/media/file/a.webp`, title: 'A' }, SITE)?.url,
    ).toBe('/api/media/file/a.webp')
  })

  it('has an empty alt text when the title is missing', () => {
    expect(toDefaultHeaderImage({ url: '/api/media/file/a.webp' }, SITE)?.alt).toBe('')
  })

  it.each([
    'javascript:alert(document.cookie)',
    '//evil.example/api/media/file/a.webp',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://other.host/api/media/file/a.webp',
    `/api/media/file/${'x'.repeat(10_000)}.webp`,
  ])('ignores %j', (url) => {
    expect(toDefaultHeaderImage({ url, title: 'Hostile' }, SITE)).toBeNull()
  })

  it('is null without settings', () => {
    expect(toDefaultHeaderImage(null, SITE)).toBeNull()
    expect(toDefaultHeaderImage({ url: null, title: 'Only a title' }, SITE)).toBeNull()
  })
})
