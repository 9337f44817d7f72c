import { describe, expect, it } from 'vitest'
import { anchorIdError } from './anchor-id'

describe('anchorIdError', () => {
  it.each(['video', 'flex-grid', 'a1', 'three-feature-banner-2'])('accepts %s', (id) => {
    expect(anchorIdError(id)).toBe(true)
  })

  it.each(['Video', '1-video', '-video', 'video grid', 'video_grid', '#video', 'vídeo', 'video\n'])(
    'refuses %j',
    (id) => {
      expect(anchorIdError(id)).toMatch(/lowercase/)
    },
  )

  it('lets an optional id be empty but not a required one', () => {
    expect(anchorIdError('')).toBe(true)
    expect(anchorIdError(null)).toBe(true)
    expect(anchorIdError(undefined, true)).toMatch(/required/)
  })
})
