import { describe, expect, it, vi } from 'vitest'
import { flagStates } from './settings'

// The read function's client is server-only; these tests cover the pure reshaping.
vi.mock('./client', () => ({ runQuery: vi.fn() }))

describe('flagStates', () => {
  it('turns a feature off when any flag covering the region is off, whatever the order', () => {
    const everywhere = { flagId: 'compare', active: true }
    const hereOff = { flagId: 'compare', active: false }
    expect(flagStates([everywhere, hereOff]).get('compare')).toBe(false)
    expect(flagStates([hereOff, everywhere]).get('compare')).toBe(false)
  })

  it('reads a flag with no active value as off, and leaves unnamed features unset', () => {
    const states = flagStates([
      { flagId: 'favorites', active: null },
      { flagId: 'search', active: true },
    ])
    expect(states.get('favorites')).toBe(false)
    expect(states.get('search')).toBe(true)
    expect(states.has('sampleBag')).toBe(false)
  })
})
