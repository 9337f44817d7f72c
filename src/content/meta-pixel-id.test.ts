import { describe, expect, it } from 'vitest'
import { metaPixelId } from './meta-pixel-id'

describe('metaPixelId', () => {
  it('accepts digits, trimmed', () => {
    expect(metaPixelId(' 1234567890123456 ')).toBe('1234567890123456')
  })

  it.each([null, undefined, '', '   ', '12a', "1');alert(1);//", '1 2', '1'.repeat(21), '１２３'])(
    'refuses %j',
    (value) => {
      expect(metaPixelId(value)).toBeNull()
    },
  )
})
