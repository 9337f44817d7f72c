import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, formatPercent, intlLocale, regionNames } from './format'

describe('formatDate', () => {
  // Late on 1 May in UTC, already 2 May in Asia: every locale says UTC's day.
  const date = new Date('2026-05-01T23:30:00Z')

  it.each([
    ['en', 'May 1, 2026'],
    ['es', '1 de mayo de 2026'],
    ['es-AR', '1 de mayo de 2026'],
    ['pt-BR', '1 de maio de 2026'],
    ['ko-KR', '2026년 5월 1일'],
    ['ja-JP', '2026年5月1日'],
    ['zh', '2026年5月1日'],
  ] as const)('writes the date the %s way', (locale, expected) => {
    expect(formatDate(date, locale)).toBe(expected)
    expect(formatDate(date.toISOString(), locale)).toBe(expected)
  })

  it('is null without a usable date', () => {
    expect(formatDate(null, 'en')).toBeNull()
    expect(formatDate(undefined, 'en')).toBeNull()
    expect(formatDate('not a date', 'en')).toBeNull()
  })
})

describe('numbers', () => {
  it.each([
    ['en', '1,234.57', '6.5%'],
    ['es', '1,234.57', '6.5%'],
    ['es-AR', '1.234,57', '6,5%'],
    ['pt-BR', '1.234,57', '6,5%'],
    ['ja-JP', '1,234.57', '6.5%'],
  ] as const)('writes %s numbers and percentages its own way', (locale, number, percent) => {
    expect(formatNumber(1234.567, locale)).toBe(number)
    expect(formatPercent(6.5, locale)).toBe(percent)
  })

  it('writes at most two decimals', () => {
    expect(formatNumber(9.5, 'es')).toBe('9.5')
    expect(formatNumber(0.7666, 'en')).toBe('0.77')
  })

  it('treats the site’s es as the Spanish of Mexico and the US', () => {
    expect(intlLocale('es')).toBe('es-MX')
    expect(intlLocale('ko-KR')).toBe('ko-KR')
  })
})

describe('regionNames', () => {
  it('names countries in the locale’s language', () => {
    expect(regionNames('es').of('US')).toBe('Estados Unidos')
    expect(regionNames('ja-JP').of('KR')).toBe('韓国')
  })
})
