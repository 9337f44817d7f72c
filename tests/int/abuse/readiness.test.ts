import { describe, expect, it } from 'vitest'
import { inPool, newClient, STACK_FRAME } from '../../helpers/abuse'

const READY = '/api/ready'

describe('the readiness check', () => {
  it('answers 200 and a status, never cached, to GET and HEAD whatever the query', async () => {
    const client = newClient()
    for (const path of [READY, `${READY}?x=1`, `${READY}?${'a='.repeat(2000)}`, `${READY}?%ZZ`]) {
      const response = await client(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toContain('no-store')
      expect(await response.json(), path).toEqual({ status: 'ready' })
    }
    const head = await client(READY, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('refuses other methods and longer paths without a 5xx or a stack', async () => {
    const client = newClient()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await client(READY, { method, body: '{"x":1}' })
      expect(response.status, method).toBe(405)
      expect(await response.text(), method).not.toMatch(STACK_FRAME)
    }
    const deeper = await client(`${READY}/x`)
    expect(deeper.status).toBe(404)
  })

  it('serves a flood from one client and leaves its API budget untouched', async () => {
    const client = newClient()
    const statuses = await inPool(
      Array.from({ length: 400 }, (_, n) => n),
      20,
      async () => {
        const response = await client(READY)
        await response.arrayBuffer()
        return response.status
      },
    )
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect((await client('/api/users/me')).status).toBe(200)
  })
})
