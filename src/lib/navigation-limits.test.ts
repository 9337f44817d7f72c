import { describe, expect, it } from 'vitest'
import { overLimitForAnAudience, storedRows } from './navigation-limits'

const rows = (...kinds: string[]) => kinds.map((authentication) => ({ authentication }))

describe('limits per visitor', () => {
  it('counts what a guest and what a partner would see, each against the limit', () => {
    expect(overLimitForAnAudience(rows('any', 'any', 'any', 'signedOut', 'signedIn'), 4)).toBe(
      false,
    )
    expect(overLimitForAnAudience(rows('any', 'any', 'any', 'any', 'signedIn'), 4)).toBe(true)
    expect(
      overLimitForAnAudience(rows('any', 'signedOut', 'signedOut', 'signedOut', 'signedOut'), 4),
    ).toBe(true)
    expect(overLimitForAnAudience(rows('signedIn', 'signedIn', 'signedIn', 'signedIn'), 4)).toBe(
      false,
    )
  })

  it('stores at most twice the limit', () => {
    expect(storedRows(4)).toBe(8)
  })
})
