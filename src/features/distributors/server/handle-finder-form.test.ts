import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { handleFinderForm } = await import('./handle-finder-form')

const get = (query: string, method = 'GET') =>
  handleFinderForm(new Request(`http://site.test/api/distributor-finder?${query}`, { method }))

describe('handleFinderForm', () => {
  it('redirects a search to its own URL with the results in view', () => {
    const response = get('path=%2Ffind-a-distributor&name=Lakes&postcode=&state=IL&product=F-1')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/find-a-distributor/name=Lakes&product=F-1&state=IL#distributor-results',
    )
  })

  it('sends an empty search back to the bare page', () => {
    expect(get('path=%2Ffind-a-distributor&name=').headers.get('location')).toBe(
      '/find-a-distributor',
    )
  })

  it.each([
    ['an off-site path', 'path=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative path', 'path=%2F%2Fevil.example'],
    ['no path', 'name=a'],
  ])('refuses %s', (_, query) => {
    expect(get(query).status).toBe(400)
  })

  it('refuses an oversized query and other methods', () => {
    expect(get(`path=%2Fx&name=${'a'.repeat(3000)}`).status).toBe(414)
    expect(get('path=%2Fx', 'POST').status).toBe(405)
  })
})
