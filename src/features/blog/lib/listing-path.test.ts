import { describe, expect, it } from 'vitest'
import { blogListingPath } from './listing-path'

const us = { regionId: 'us', locale: 'en' as const, previewToken: null }
const korea = { regionId: 'korea', locale: 'ko-KR' as const, previewToken: null }

describe('blogListingPath', () => {
  it('leaves out the default sort and the first page', () => {
    expect(blogListingPath(us, { kind: 'all' }, { sort: 'newest', page: 1 })).toBe('/blog')
    expect(blogListingPath(us, { kind: 'all' }, { sort: 'oldest', page: 3 })).toBe(
      '/blog/oldest/page/3',
    )
    expect(
      blogListingPath(us, { kind: 'category', slug: 'menu-trends' }, { sort: 'newest', page: 2 }),
    ).toBe('/blog/category/menu-trends/page/2')
  })

  it('says news in the news regions', () => {
    expect(
      blogListingPath(korea, { kind: 'author', slug: 'kenji-sato' }, { sort: 'oldest', page: 1 }),
    ).toBe('/korea/news/author/kenji-sato/oldest')
    expect(blogListingPath(korea, { kind: 'all' }, { sort: 'newest', page: 2 })).toBe(
      '/korea/news/page/2',
    )
  })
})
