import { describe, expect, it } from 'vitest'
import { activeSection } from './active-section'

const order = ['video', 'banners', 'flex-grid']

describe('activeSection', () => {
  it('marks the first visible section in navigation order', () => {
    expect(activeSection(order, new Set(['flex-grid', 'banners']), null)).toBe('banners')
  })

  it('keeps the previous section while none is in the band', () => {
    expect(activeSection(order, new Set(), 'banners')).toBe('banners')
    expect(activeSection(order, new Set(), null)).toBeNull()
  })

  it('ignores visible elements that the navigation does not list', () => {
    expect(activeSection(order, new Set(['footer']), 'video')).toBe('video')
  })
})
