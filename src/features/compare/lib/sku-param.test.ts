import { describe, expect, it } from 'vitest'
import { readSkusParam } from './sku-param'

describe('readSkusParam', () => {
  it('reads comma-separated skus in order', () => {
    expect(readSkusParam('TF-10003,TF-10001')).toEqual({
      present: true,
      skus: ['TF-10003', 'TF-10001'],
    })
  })

  it('drops junk, blanks and repeats quietly', () => {
    expect(readSkusParam('<script>,TF-10001, TF-10001,,../etc,TF 2')).toEqual({
      present: true,
      skus: ['TF-10001'],
    })
    expect(readSkusParam(['TF-10001', 'TF-10002,TF-10001'])).toEqual({
      present: true,
      skus: ['TF-10001', 'TF-10002'],
    })
  })

  it('tells an empty selection from none at all', () => {
    expect(readSkusParam('')).toEqual({ present: true, skus: [] })
    expect(readSkusParam(undefined)).toEqual({ present: false, skus: [] })
  })

  it('looks at a bounded number of skus', () => {
    const many = Array.from({ length: 500 }, (_, index) => `TF-${index}`).join(',')
    expect(readSkusParam(many).skus).toHaveLength(12)
  })
})
