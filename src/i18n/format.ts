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

export function formatNumber(value: number, locale: Locale): string {
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
