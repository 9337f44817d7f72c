import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatMoney,
  formatMoneyCents,
  formatNumber,
  formatPercent,
  intlLocale,
  regionNames,
} from './format'

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

  it('writes a bigint count digit for digit', () => {
    expect(formatNumber(7_654_399_272_123_456_789n, 'en')).toBe('7,654,399,272,123,456,789')
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

describe('formatMoneyCents', () => {
  it.each([
    ['en', 'USD', 1_234_567n, '$12,345.67'],
    ['en', 'USD', -5n, '-$0.05'],
    ['en', 'USD', 0n, '$0.00'],
    ['es', 'MXN', 780_000n, '$7,800.00'],
    ['es-AR', 'ARS', 123_450n, '$\u00a01.234,50'],
    ['ja-JP', 'JPY', 4_000_000n, '￥40,000'],
    ['en', 'not a code', 1_00n, '$1.00'],
  ] as const)('writes %s %s cents the locale’s way', (locale, currency, cents, expected) => {
    expect(formatMoneyCents(cents, currency, locale)).toBe(expected)
  })

  it('keeps every cent past 2^53, where a double of the same amount is off', () => {
    const cents = 765_439_919_545_600_728n
    expect(formatMoneyCents(cents, 'USD', 'en')).toBe('$7,654,399,195,456,007.28')
    expect(formatMoneyCents(-cents, 'USD', 'en')).toBe('-$7,654,399,195,456,007.28')
    expect(formatMoney(Number(cents) / 100, 'USD', 'en')).not.toBe('$7,654,399,195,456,007.28')
  })

  it('rounds a currency without cents half away from zero, as formatMoney does', () => {
    expect(formatMoneyCents(1850n, 'JPY', 'ja-JP')).toBe('￥19')
    expect(formatMoneyCents(-1850n, 'JPY', 'ja-JP')).toBe('-￥19')
    expect(formatMoneyCents(1849n, 'JPY', 'ja-JP')).toBe('￥18')
  })

  it('writes what formatMoney writes for the amounts a double holds to the cent', () => {
    for (const cents of [1n, 99n, 1_853n, -41_999n, 123_456_789n, 999_999_999_999n])
      for (const [currency, locale] of [
        ['USD', 'en'],
        ['MXN', 'es'],
        ['JPY', 'ja-JP'],
      ] as const)
        expect(formatMoneyCents(cents, currency, locale)).toBe(
          formatMoney(Number(cents) / 100, currency, locale),
        )
  })
})
