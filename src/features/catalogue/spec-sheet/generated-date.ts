import type { Locale } from '@/routing/locales'

/** This site's `es` is the Spanish of the US and Mexico. */
const INTL_LOCALES: Partial<Record<Locale, string>> = { es: 'es-MX' }

/**
 * The sheet's date, written the locale's way ("May 1, 2026", "2026年5月1日"). The server does not
 * know the visitor's time zone, so the day is UTC's; the page and the PDF say the same day.
 */
export function formatGeneratedDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale] ?? locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date)
}
