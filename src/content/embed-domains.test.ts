import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_EMBED_DOMAINS, toEmbedDomains } from './embed-domains'

// The read function's client is server-only; these tests cover the pure reshaping.
vi.mock('./client', () => ({ runQuery: vi.fn() }))

describe('toEmbedDomains', () => {
  it('keeps configured hostnames', () => {
    expect(
      toEmbedDomains({
        youTubeEmbedDomain: 'www.youtube.com',
        wistiaEmbedDomain: 'embed.wistia.com',
      }),
    ).toEqual({
      youTube: 'www.youtube.com',
      wistia: 'embed.wistia.com',
    })
  })

  it('falls back to the defaults for missing or malformed settings', () => {
    expect(toEmbedDomains(null)).toEqual(DEFAULT_EMBED_DOMAINS)
    expect(
      toEmbedDomains({ youTubeEmbedDomain: 'javascript:alert(1)//x.com', wistiaEmbedDomain: '' }),
    ).toEqual({
      youTube: 'www.youtube-nocookie.com',
      wistia: 'fast.wistia.net',
    })
  })
})
