import { describe, expect, it } from 'vitest'
import { answer, newClient, STACK_FRAME } from '../../helpers/abuse'

const client = newClient()

describe('sitemaps and robots answer junk with a 404 or a 405, never a 500 or a stack trace', () => {
  it.each([
    ['file 0', '/sitemap/0.xml'],
    ['a leading zero', '/sitemap/01.xml'],
    ['a file past the last', '/sitemap/99999.xml'],
    ['a number past the pattern', '/sitemap/123456789012345678901234567890.xml'],
    ['an exponent', '/sitemap/1e3.xml'],
    ['a negative number', '/sitemap/-1.xml'],
    ['no extension', '/sitemap/1'],
    ['another extension', '/sitemap/1.xml.gz'],
    ['a word', '/sitemap/products.xml'],
    ['a NUL byte', '/sitemap/1%00.xml'],
    ['a dot-dot', '/sitemap/..%2F..%2Fadmin'],
    ['a long name', `/sitemap/${'9'.repeat(3000)}.xml`],
    ['an unknown region', '/atlantis/sitemap/1.xml'],
    ['a language the region lacks', '/korea/es/sitemap/1.xml'],
  ])('%s', async (_name, path) => {
    const response = await answer(await client(path, { redirect: 'manual' }))
    expect([400, 404]).toContain(response.status)
    expect(response.text).not.toMatch(STACK_FRAME)
    expect(response.headers.get('content-type') ?? '').not.toMatch(/xml/)
  })

  it('a real file answers XML; another method is refused or served the same stored file', async () => {
    const file = await client('/mexico/sitemap/1.xml')
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^application\/xml/)
    const stored = await file.text()
    for (const path of ['/sitemap.xml', '/mexico/sitemap/1.xml', '/robots.txt']) {
      const post = await answer(await client(path, { method: 'POST', body: 'x' }))
      // Next serves a stored route's copy whatever the method: no render, no read.
      if (post.status === 200) expect(post.text, path).toBe(stored)
      else expect(post.status, path).toBe(405)
    }
  })

  it('a query string changes nothing: the index is the same document', async () => {
    const plain = await (await client('/sitemap.xml')).text()
    const queried = await client(`/sitemap.xml?region=${'x'.repeat(2000)}&page=-1&locale=%00`)
    expect(queried.status).toBe(200)
    expect(await queried.text()).toBe(plain)
  })

  it.each([
    ['POST', '/nz/sitemap/1.xml'],
    ['OPTIONS', '/au/rss/recipes.xml'],
    ['PUT', '/cl/rss/products.xml'],
    ['DELETE', '/india/sitemap/1.xml'],
  ])(
    '%s to %s before anyone reads it is refused, and leaves no copy for others',
    async (method, path) => {
      const refused = await client(path, { method })
      expect(refused.status).toBe(405)
      expect(refused.headers.get('allow')).toBe('GET, HEAD')
      const read = await client(path)
      expect(read.status).toBe(200)
      expect(read.headers.get('content-type')).toMatch(/xml/)
    },
  )
})
