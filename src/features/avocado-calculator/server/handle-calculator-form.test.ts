import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { handleCalculatorForm } = await import('./handle-calculator-form')

const at = (query: string, init?: RequestInit) =>
  handleCalculatorForm(new Request(`http://site.test/api/avocado-calculator?${query}`, init))

describe('handleCalculatorForm', () => {
  it('answers the form with a 303 to the state on the calculator page', () => {
    const response = at(
      'path=%2Fmexico%2Fcalculadora&rate=15&lugs=10&lugPrice=40&casePrice=30&caseWeight=12&use=mash&x=1',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/mexico/calculadora/casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash',
    )
  })

  it('sends a form with mistakes to the page too, where its messages show', () => {
    const response = at('path=%2Fcalc&rate=abc&lugs=&use=mash&use=diced')
    expect(response.headers.get('location')).toBe('/calc/rate=NaN&use=mash')
  })

  it('refuses other methods with a 405 that names the allowed ones and says why', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = at('path=%2Fcalc&rate=1', { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect(response.headers.get('location')).toBeNull()
      expect(await response.json()).toEqual({ message: 'The calculator form is sent with GET.' })
    }
    const options = at('path=%2Fcalc', { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('refuses paths off the site and oversized queries', () => {
    expect(at('path=https%3A%2F%2Fevil.test%2F&rate=1').status).toBe(400)
    expect(at('path=%2F%2Fevil.test&rate=1').status).toBe(400)
    expect(at('rate=1').status).toBe(400)
    expect(at(`path=%2Fcalc&rate=${'9'.repeat(5000)}`).status).toBe(414)
  })
})
