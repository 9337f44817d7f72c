import { describe, expect, it } from 'vitest'
import { parseBrandPage } from './parse-page'

describe('parseBrandPage', () => {
  it('reads the first page from a URL without a number and later pages from theirs', () => {
    expect(parseBrandPage(undefined)).toBe(1)
    expect(parseBrandPage('2')).toBe(2)
    expect(parseBrandPage('120')).toBe(120)
  })

  it('rejects the duplicate /1 and anything that is not a page number', () => {
    for (const segment of ['1', '0', '01', '-2', '2.5', 'abc', '', '99999'])
      expect(parseBrandPage(segment), segment).toBeNull()
  })
})
