import { describe, expect, it, vi } from 'vitest'
import { runQuery } from './client'
import {
  lastProductBlogsPage,
  linkedBlogIds,
  listProductBlogs,
  MAX_LINKED_BLOG_IDS,
  PRODUCT_BLOGS_PER_PAGE,
} from './product-blogs'

vi.mock('./client', () => ({ runQuery: vi.fn() }))

const scope = { regionId: 'cl', locale: 'es-AR' as const, previewToken: null }
const linked = (count: number) => ({
  linkedBlogs: Array.from({ length: count }, (_, i) => ({ id: i + 1 })),
})

describe('linkedBlogIds', () => {
  it('keeps each post once and bounds the list', () => {
    expect(linkedBlogIds({ linkedBlogs: [{ id: 3 }, { id: 1 }, { id: 3 }] })).toEqual([3, 1])
    expect(linkedBlogIds({ linkedBlogs: null })).toEqual([])
    expect(linkedBlogIds(linked(500))).toHaveLength(MAX_LINKED_BLOG_IDS)
  })

  it('gives the last page a product can have', () => {
    expect(lastProductBlogsPage(linked(0))).toBe(1)
    expect(lastProductBlogsPage(linked(PRODUCT_BLOGS_PER_PAGE + 1))).toBe(2)
    expect(lastProductBlogsPage(linked(500))).toBe(MAX_LINKED_BLOG_IDS / PRODUCT_BLOGS_PER_PAGE)
  })
})

describe('listProductBlogs', () => {
  it("asks for a page of the region's linked posts, newest display date first", async () => {
    vi.mocked(runQuery).mockResolvedValue({
      Blogs: {
        docs: [{ id: 2, slug: 'fries-hold', title: 'Fries', publishDisplayDate: '2026-05-01' }],
        page: 2,
        totalPages: 2,
        totalDocs: 7,
      },
    })
    const listing = await listProductBlogs(scope, linked(7), 2)
    expect(listing.posts.map((post) => post.href)).toEqual(['/cl/news/fries-hold'])
    expect(listing.totalPosts).toBe(7)
    const [, , variables] = vi.mocked(runQuery).mock.calls[0] ?? []
    expect(variables).toMatchObject({
      where: {
        regionTags: { in: ['regionCl'] },
        OR: Array.from({ length: 7 }, (_, i) => ({ id: { equals: i + 1 } })),
      },
      sort: '-publishDisplayDate',
      page: 2,
      limit: PRODUCT_BLOGS_PER_PAGE,
    })
  })

  it.each([
    ['no linked posts', linked(0), 1],
    ['a page past the linked posts', linked(7), 3],
    ['page 0', linked(7), 0],
    ['a huge page', linked(7), 9999],
  ])('asks nothing for %s', async (_, product, page) => {
    vi.mocked(runQuery).mockClear()
    const listing = await listProductBlogs(scope, product, page)
    expect(listing.posts).toEqual([])
    expect(runQuery).not.toHaveBeenCalled()
  })
})
