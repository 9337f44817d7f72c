import type { Locale } from '../routing/locales'

/** This site's `es` is the Spanish of the US and Mexico, which write a decimal point. */
const INTL_LOCALES: Partial<Record<Locale, string>> = { es: 'es-MX' }

/** The BCP 47 tag to hand to `Intl` for one of the site's locales. */
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

/** Numbers in the locale's own notation (decimal comma in es-AR and pt-BR). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, 'decimal').format(value)
}

/** A stored percentage (6 for 6 %), written the locale's way. */
export function formatPercent(value: number, locale: Locale): string {
  return numberFormat(locale, 'percent').format(value / 100)
}

/**
 * The long date the locale's way ("May 1, 2026", "2026年5月1日"), or null without a usable date.
 * The server does not know the visitor's time zone, so the day is UTC's and everyone sees the same.
 */
export function formatDate(value: Date | string | null | undefined, locale: Locale): string | null {
  if (value === null || value === undefined) return null
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

/** Country and region names in the locale's language. */
export function regionNames(locale: Locale): Intl.DisplayNames {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' })
}
