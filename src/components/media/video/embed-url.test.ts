import { describe, expect, it } from 'vitest'
import { embedUrl } from './embed-url'
import { videoIdError } from '@/lib/video-id'

const domains = { youTube: 'www.youtube-nocookie.com', wistia: 'fast.wistia.net' }

describe('embedUrl', () => {
  it('builds a YouTube embed on the configured host', () => {
    expect(embedUrl('youtube', 'aqz-KE-bpKQ', domains)).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    )
    expect(embedUrl('youtube', 'aqz-KE-bpKQ', { ...domains, youTube: 'www.youtube.com' })).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\//,
    )
  })

  it('builds a Wistia iframe embed on the configured host', () => {
    expect(embedUrl('wistia', 'abc123def0', domains)).toBe(
      'https://fast.wistia.net/embed/iframe/abc123def0?autoPlay=true',
    )
  })

  it.each([
    ['youtube', 'aqz-KE-bpK'],
    ['youtube', '../../evil?'],
    ['youtube', 'aqz-KE-bpKQ/x'],
    ['wistia', 'ABC123DEF0'],
    ['wistia', 'abc123def0?x'],
  ] as const)('refuses the %s id %j', (source, id) => {
    expect(embedUrl(source, id, domains)).toBeNull()
  })
})

describe('videoIdError', () => {
  it('requires a well-formed id for embedded sources only', () => {
    expect(videoIdError('youtube', 'aqz-KE-bpKQ')).toBe(true)
    expect(videoIdError('wistia', 'abc123def0')).toBe(true)
    expect(videoIdError('hosted', null)).toBe(true)
    expect(videoIdError('youtube', '')).toMatch(/required/)
    expect(videoIdError('youtube', 'https://youtu.be/aqz-KE-bpKQ')).toMatch(/YouTube/)
    expect(videoIdError('wistia', 'aqz-KE-bpKQ')).toMatch(/Wistia/)
  })
})
