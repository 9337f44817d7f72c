import { formatNumber, formatPercent } from '@/i18n/format'
import type { Locale } from '@/routing/locales'

export interface NumberFormats {
  number: (value: number) => string
  /** A stored percentage (6 for 6 %), written the locale's way. */
  percent: (value: number) => string
}

export function numberFormats(locale: Locale): NumberFormats {
  return {
    number: (value) => formatNumber(value, locale),
    percent: (value) => formatPercent(value, locale),
  }
}

/** Only a real, non-negative number is printed: nothing stands in for a missing or bad value. */
export function shown(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

export function hasAmounts<T extends object>(
  data: T | null | undefined,
  keys: readonly (keyof T)[],
): data is T {
  return Boolean(data) && keys.some((key) => shown(data?.[key]))
}

export function quantity(
  numbers: NumberFormats,
  value: unknown,
  unit: string | null | undefined,
  separator = '',
): string | null {
  if (!shown(value)) return null
  const symbol = unit?.trim()
  return symbol ? `${numbers.number(value)}${separator}${symbol}` : numbers.number(value)
}

export function percentage(numbers: NumberFormats, value: unknown): string | null {
  return shown(value) ? numbers.percent(value) : null
}

export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
