import { describe, expect, it } from 'vitest'
import { STACK_FRAME, answer, newClient } from '../../helpers/abuse'

const client = newClient()

describe('markdown copies and /llms.txt refuse what is not a plain read', () => {
  it.each([
    '/products/%ZZ/index.md',
    '/products/..%2F..%2Fetc%2Fpasswd/index.md',
    '/products/%00/index.md',
    `/products/${'A'.repeat(5000)}/index.md`,
    '/recipe/%ZZ/index.md',
    `/recipe/${'a'.repeat(5000)}/index.md`,
    '/recipe/%3Cscript%3E/index.md',
    '/nowhere/en/recipe/x/index.md',
  ])('%s: a 4xx without internals', async (path) => {
    const reply = await answer(await client(path))
    expect(reply.status, path).toBeGreaterThanOrEqual(400)
    expect(reply.status, path).toBeLessThan(500)
    expect(reply.text).not.toMatch(STACK_FRAME)
  })

  it.each(['/products/TF-10001/index.md', '/recipe/mushroom-gravy-poutine/index.md', '/llms.txt'])(
    '%s: writes are refused and queries change nothing',
    async (path) => {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const reply = await answer(await client(path, { method, body: 'x' }))
        expect(reply.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(reply.status, `${method} ${path}`).toBeLessThan(500)
      }
      const plain = await answer(await client(path))
      const queried = await answer(await client(`${path}?draft=true&preview=1`))
      expect(queried.status).toBe(200)
      expect(queried.text).toBe(plain.text)
    },
  )
})
