import { describe, expect, it } from 'vitest'
import { calculatorRoute } from './route-state'

const CANONICAL = 'casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash'

describe('calculatorRoute', () => {
  it('serves the canonical segment as it is', () => {
    expect(calculatorRoute('/calc', CANONICAL)).toMatchObject({ redirect: false })
    expect(calculatorRoute('/calc', CANONICAL).state.values.use).toBe('mash')
  })

  it('moves any other spelling of the same state to the canonical URL', () => {
    const route = calculatorRoute(
      '/calc',
      'use=mash&rate=15.00&lugs=10&lugPrice=40&caseWeight=12&casePrice=30&utm=x',
    )
    expect(route).toMatchObject({ redirect: true, url: `/calc/${CANONICAL}` })
  })

  it('does not loop on an encoding the server normalised', () => {
    expect(calculatorRoute('/calc', 'lugs=1&rate=NaN').redirect).toBe(false)
    expect(calculatorRoute('/calc', 'lugs=1&rate=Na%4E').redirect).toBe(false)
  })

  it('sends a state with nothing usable back to the bare page', () => {
    expect(calculatorRoute('/calc', 'foo=bar')).toMatchObject({ redirect: true, url: '/calc' })
  })
})
