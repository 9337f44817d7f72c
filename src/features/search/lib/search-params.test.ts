import { describe, expect, it } from 'vitest'
import { readSearchParams, searchHref } from './search-params'

describe('readSearchParams', () => {
  it('reads the query, tab and page', () => {
    expect(readSearchParams({ q: '  onion   rings ', tab: 'recipes', page: '2' })).toEqual({
      query: 'onion rings',
      tab: 'recipes',
      page: 2,
    })
  })

  it('falls back for unknown tabs and malformed or out-of-range pages', () => {
    expect(readSearchParams({ q: 'x', tab: 'secret', page: '-3' })).toMatchObject({
      tab: 'all',
      page: 1,
    })
    expect(readSearchParams({ page: '1e9' }).page).toBe(1)
    expect(readSearchParams({ page: '999999' }).page).toBe(51)
    expect(readSearchParams({ q: ['a', 'b'] }).query).toBe('a')
  })

  it('cuts a long query', () => {
    expect(readSearchParams({ q: '조'.repeat(2000) }).query).toHaveLength(100)
  })
})

describe('searchHref', () => {
  it('leaves the defaults out', () => {
    expect(searchHref('/search', { query: '', tab: 'all', page: 1 })).toBe('/search')
    expect(searchHref('/mexico/search', { query: 'papas & sal', tab: 'products', page: 3 })).toBe(
      '/mexico/search?q=papas+%26+sal&tab=products&page=3',
    )
  })
})
