import type { Locale } from '../routing/locales'

/** This site's `es` is the Spanish of the US and Mexico, which write a decimal point. */
const INTL_LOCALES: Partial<Record<Locale, string>> = { es: 'es-MX' }

export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale] ?? locale
}

const numberFormats = new Map<string, Intl.NumberFormat>()

// A page formats dozens of numbers in one locale; building the formatter is the costly part.
function numberFormat(locale: Locale, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${locale} ${style}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style,
      maximumFractionDigits: style === 'percent' ? 1 : 2,
    })
    numberFormats.set(key, format)
  }
  return format
}

export function formatNumber(value: number | bigint, locale: Locale): string {
  return numberFormat(locale, 'decimal').format(value)
}

/** A stored percentage (6 for 6 %), written the locale's way. */
export function formatPercent(value: number, locale: Locale): string {
  return numberFormat(locale, 'percent').format(value / 100)
}

/** The server does not know the visitor's time zone, so the day is UTC's for everyone. */
export function formatDate(value: Date | string | null | undefined, locale: Locale): string | null {
  if (value === null || value === undefined) return null
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

export function regionNames(locale: Locale): Intl.DisplayNames {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' })
}

const moneyFormats = new Map<string, Intl.NumberFormat>()
const CURRENCY = /^[A-Z]{3}$/

function moneyFormat(currency: string, locale: Locale): Intl.NumberFormat {
  const code = CURRENCY.test(currency) ? currency : 'USD'
  const key = `${locale} ${code}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: code })
    moneyFormats.set(key, format)
  }
  return format
}

/** An amount in an ISO 4217 currency (an editor's code), written the locale's way. */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  return moneyFormat(currency, locale).format(value)
}

/** `-1234.05` for -123405 cents: every digit kept, where a double past 2^53 cents is already off. */
function centsAsDecimal(cents: bigint): Intl.StringNumericLiteral {
  const size = cents < 0n ? -cents : cents
  const fraction = String(size % 100n).padStart(2, '0')
  // TypeScript cannot see that a sign, digits, a point and two digits make a `${number}`.
  return `${cents < 0n ? '-' : ''}${size / 100n}.${fraction}` as Intl.StringNumericLiteral
}

/**
 * An amount in whole cents (hundredths of the currency's unit), exact at any size: Intl reads a
 * decimal string digit for digit. A currency without minor units (JPY) is rounded half away from
 * zero, as `formatMoney` rounds it.
 */
export function formatMoneyCents(cents: bigint, currency: string, locale: Locale): string {
  return moneyFormat(currency, locale).format(centsAsDecimal(cents))
}

export type MeasureUnit = 'pound' | 'hour' | 'minute'
const unitFormats = new Map<string, Intl.NumberFormat>()

/** A quantity with its unit (`147.2 lb`, `5 hr`), abbreviated the locale's way. */
export function formatUnit(value: number, unit: MeasureUnit, locale: Locale): string {
  const key = `${locale} ${unit}`
  let format = unitFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'unit',
      unit,
      maximumFractionDigits: 2,
    })
    unitFormats.set(key, format)
  }
  return format.format(value)
}

/** The character the locale writes between whole and fractional digits. */
export function decimalMark(locale: Locale): string {
  return (
    numberFormat(locale, 'decimal')
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  )
}

const distanceFormats = new Map<string, Intl.NumberFormat>()

/** A distance with its unit the locale's way, e.g. "12.4 mi", "20 km". */
export function formatDistance(value: number, unit: 'mile' | 'kilometer', locale: Locale): string {
  const key = `${locale} ${unit}`
  let format = distanceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    })
    distanceFormats.set(key, format)
  }
  return format.format(value)
}
