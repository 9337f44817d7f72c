import { describe, expect, it } from 'vitest'
import { type Audience, contextAllows } from './partner-audience'

const partner = (segments: string[], zip: string | null): Audience => ({
  segments: new Set(segments),
  zip,
})

describe('contextAllows', () => {
  const k12 = { behavior: 'show', segments: ['k-12'] }
  const boston = { behavior: 'show', zipCodes: ['02108', '02110'] }

  it('shows a context to partners of its segments only, never to guests', () => {
    expect(contextAllows(k12, partner(['k-12'], '62704'))).toBe(true)
    expect(contextAllows(k12, partner(['restaurants'], '62704'))).toBe(false)
    expect(contextAllows(k12, partner([], null))).toBe(false)
    expect(contextAllows(k12, null)).toBe(false)
  })

  it('matches ZIP codes on their first five digits', () => {
    expect(contextAllows(boston, partner(['restaurants'], '02110'))).toBe(true)
    expect(contextAllows(boston, partner(['restaurants'], '02110-1234'))).toBe(true)
    expect(contextAllows(boston, partner(['restaurants'], '97209'))).toBe(false)
    expect(contextAllows(boston, partner(['restaurants'], null))).toBe(false)
  })

  it('needs every list it names to match', () => {
    const both = { behavior: 'show', segments: ['k-12'], zipCodes: ['62704'] }
    expect(contextAllows(both, partner(['k-12'], '62704'))).toBe(true)
    expect(contextAllows(both, partner(['k-12'], '02110'))).toBe(false)
    expect(contextAllows(both, partner(['restaurants'], '62704'))).toBe(false)
  })

  it('treats a context naming nobody as every signed-in partner', () => {
    expect(contextAllows({ behavior: 'show' }, partner([], null))).toBe(true)
    expect(contextAllows({ behavior: 'show' }, null)).toBe(false)
  })

  it('hides from its audience and shows to everyone else with `hide`', () => {
    const hide = { ...k12, behavior: 'hide' }
    expect(contextAllows(hide, partner(['k-12'], null))).toBe(false)
    expect(contextAllows(hide, partner(['restaurants'], null))).toBe(true)
    expect(contextAllows(hide, null)).toBe(true)
  })
})
