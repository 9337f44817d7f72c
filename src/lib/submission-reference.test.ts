import { describe, expect, it } from 'vitest'
import { newReference, referencePattern } from './submission-reference'

describe('newReference', () => {
  it.each(['SO', 'LF'] as const)('reads %s-XXXX-XXXX without look-alike characters', (prefix) => {
    for (let i = 0; i < 200; i++) {
      const reference = newReference(prefix)
      expect(reference).toMatch(referencePattern(prefix))
      expect(reference.slice(3)).not.toMatch(/[01OIL]/)
    }
  })

  it('does not repeat', () => {
    const references = new Set(Array.from({ length: 1000 }, () => newReference('LF')))
    expect(references.size).toBe(1000)
  })
})
