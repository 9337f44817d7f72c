import { describe, expect, it } from 'vitest'
import { answer, newClient, STACK_FRAME } from '../../helpers/abuse'

const client = newClient()
const visit = async (path: string) => answer(await client(path, { redirect: 'manual' }))

const LIST = '/products/TF-10001/product-blogs'

describe('the product posts list never answers a 500 or a stack trace', () => {
  it.each([
    ['page 1 spelled out (the list itself is page 1)', `${LIST}/page/1`],
    ['page 0', `${LIST}/page/0`],
    ['a negative page', `${LIST}/page/-1`],
    ['a leading zero', `${LIST}/page/02`],
    ['an exponent', `${LIST}/page/1e3`],
    ['a fraction', `${LIST}/page/1.5`],
    ['a huge page', `${LIST}/page/99999999999999999999999`],
    ['the last page the parser takes', `${LIST}/page/9999`],
    ['past the linked posts', `${LIST}/page/3`],
    ['a word', `${LIST}/page/two`],
    ['page without a number', `${LIST}/page`],
    ['a number without page', `${LIST}/2`],
    ['an extra segment', `${LIST}/page/2/x`],
    ['the oldest-first sort the blog index has', `${LIST}/oldest`],
    ['oldest first, paged', `${LIST}/oldest/page/2`],
    ['the word twice', `${LIST}/product-blogs`],
    ['after the recipes list', '/products/TF-10001/product-recipes/product-blogs'],
    ['the recipes list after it', `${LIST}/product-recipes`],
    ['an unknown sku', '/products/TF-99999/product-blogs'],
    ['a sku of junk', "/products/TF-1'%20OR%201=1/product-blogs"],
    ['an overlong sku', `/products/${'A'.repeat(400)}/product-blogs`],
    ['three segments before it', '/products/a/b/TF-10001/product-blogs'],
    ['a category the product is not in', '/products/avocado/TF-10001/product-blogs'],
    ['an encoded slash', '/products/TF-10001%2Fproduct-blogs'],
    ['a NUL', `${LIST}/page/%00`],
    ['a dot-dot segment', `${LIST}/page/..%2F..%2Fadmin`],
  ])('%s is not found', async (_, path) => {
    const response = await visit(path)
    expect([400, 404]).toContain(response.status)
    expect(response.text).not.toMatch(STACK_FRAME)
  })

  it('malformed percent-encoding is a 400 from the server, not a render', async () => {
    const response = await visit(`${LIST}/page/%E0%A4%A`)
    expect([400, 404]).toContain(response.status)
    expect(response.text).not.toMatch(STACK_FRAME)
  })

  it('the most expensive page it allows (the last) answers quickly', async () => {
    const started = performance.now()
    const response = await visit(`${LIST}/page/2`)
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('query strings change nothing: the page is the URL', async () => {
    const plain = await visit(LIST)
    const noisy = await visit(`${LIST}?page=999&sort=oldest&limit=100000&where[id][exists]=true`)
    expect(noisy.status).toBe(200)
    const posts = (text: string) =>
      [...text.matchAll(/<h2 [^>]*><a[^>]* href="([^"]+)"/g)].map((m) => m[1])
    expect(posts(noisy.text)).toEqual(posts(plain.text))
  })
})

describe('product pages with hostile paths around the new parts', () => {
  it.each([
    '/products/TF-10011?variant=javascript:alert(1)',
    '/products/TF-10011/%3Cscript%3E',
    '/products/specialty-potatoes/TF-10041',
  ])('%s answers a page or a 404, never a 500', async (path) => {
    const response = await visit(path)
    expect([200, 404]).toContain(response.status)
    expect(response.text).not.toMatch(STACK_FRAME)
    expect(response.text).not.toContain('<script>alert')
  })
})
