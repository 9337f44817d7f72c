import { describe, expect, it } from 'vitest'
import { newOrderReference, ORDER_REFERENCE_PATTERN } from './reference'

describe('newOrderReference', () => {
  it('reads SO-XXXX-XXXX without look-alike characters', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newOrderReference()
      expect(reference).toMatch(ORDER_REFERENCE_PATTERN)
      expect(reference.slice(3)).not.toMatch(/[01OIL]/)
    }
  })

  it('does not repeat', () => {
    const references = new Set(Array.from({ length: 1000 }, newOrderReference))
    expect(references.size).toBe(1000)
  })
})
