import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const route = await import('./route')

const request = (method: string) =>
  new Request('http://site.test/api/avocado-calculator?path=%2Fcalc&rate=1', { method })

describe('/api/avocado-calculator', () => {
  it('answers every method Next routes, not only GET: a wrong one gets a 405 with Allow', async () => {
    const handlers = { POST: route.POST, PUT: route.PUT, PATCH: route.PATCH, DELETE: route.DELETE }
    for (const [method, handler] of Object.entries(handlers)) {
      const response = handler(request(method))
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe('GET, HEAD, OPTIONS')
      expect(await response.json(), method).toEqual({
        message: 'The calculator form is sent with GET.',
      })
    }
    expect(route.OPTIONS(request('OPTIONS')).headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(route.GET(request('GET')).status).toBe(303)
  })
})
