import { describe, expect, it } from 'vitest'
import { isRepeat } from './last-seen'

describe('isRepeat', () => {
  it('is true only for the same payload of the same event shown again in a row', () => {
    expect(isRepeat('filter', '{"filters":"brand:acme"}')).toBe(false)
    expect(isRepeat('filter', '{"filters":"brand:acme"}')).toBe(true)
    expect(isRepeat('search', '{"filters":"brand:acme"}')).toBe(false)
    // Dropped as blank, but seen: choosing the filter again counts once more.
    expect(isRepeat('filter', '{"filters":""}')).toBe(false)
    expect(isRepeat('filter', '{"filters":"brand:acme"}')).toBe(false)
  })
})
