import { describe, expect, it } from 'vitest'
import { blogListingPath, parseListingTail } from './listing-path'

const us = { regionId: 'us', locale: 'en' as const, previewToken: null }
const korea = { regionId: 'korea', locale: 'ko-KR' as const, previewToken: null }

describe('blogListingPath', () => {
  it('leaves out the default sort and the first page', () => {
    expect(blogListingPath(us, { kind: 'all' }, { sort: 'newest', page: 1 })).toBe('/blog')
    expect(blogListingPath(us, { kind: 'all' }, { sort: 'oldest', page: 3 })).toBe('/blog/oldest/page/3')
    expect(blogListingPath(us, { kind: 'category', slug: 'menu-trends' }, { sort: 'newest', page: 2 })).toBe('/blog/category/menu-trends/page/2')
  })

  it('says news in the news regions', () => {
    expect(blogListingPath(korea, { kind: 'author', slug: 'kenji-sato' }, { sort: 'oldest', page: 1 })).toBe('/korea/news/author/kenji-sato/oldest')
    expect(blogListingPath(korea, { kind: 'all' }, { sort: 'newest', page: 2 })).toBe('/korea/news/page/2')
  })
})

describe('parseListingTail', () => {
  it('reads sort and page', () => {
    expect(parseListingTail([])).toEqual({ sort: 'newest', page: 1 })
    expect(parseListingTail(['oldest'])).toEqual({ sort: 'oldest', page: 1 })
    expect(parseListingTail(['page', '2'])).toEqual({ sort: 'newest', page: 2 })
    expect(parseListingTail(['oldest', 'page', '12'])).toEqual({ sort: 'oldest', page: 12 })
  })

  it('rejects anything else, so each listing page has one URL', () => {
    for (const tail of [['page'], ['page', '1'], ['page', '02'], ['page', 'x'], ['page', '2', 'x'], ['newest'], ['oldest', 'oldest'], ['page', '99999'], ['page', '-1']]) {
      expect(parseListingTail(tail)).toBeNull()
    }
  })
})
