import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../routing/locales'
import { localeIdRange } from './locale-range'

describe('localeIdRange', () => {
  it('gives every locale of the site a range of its own, stable across calls', () => {
    const firsts = LOCALES.map((locale) => localeIdRange(locale).first)
    expect(new Set(firsts).size).toBe(LOCALES.length)
    expect(localeIdRange('ko-KR')).toEqual(localeIdRange('ko-KR'))
  })

  it('keeps ids safe integers above the ids of an index written before ranges', () => {
    for (const locale of ['en', 'zh', 'x'.repeat(100)]) {
      const { first, end } = localeIdRange(locale)
      expect(first).toBeGreaterThanOrEqual(2 ** 32)
      expect(Number.isSafeInteger(end)).toBe(true)
      expect(end - first).toBe(2 ** 32)
    }
  })
})
