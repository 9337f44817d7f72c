import { describe, expect, it } from 'vitest'
import { isSku } from './sku'

describe('isSku', () => {
  it('accepts short codes', () => {
    for (const sku of ['TF-10001', 'a', 'AB.12_x-9', 'X'.repeat(64)]) expect(isSku(sku)).toBe(true)
  })

  it('rejects anything else', () => {
    for (const value of ['', '-TF', 'TF 1', 'TF/1', 'X'.repeat(65), 'ñ1', 'TF-1\n'])
      expect(isSku(value)).toBe(false)
  })
})
