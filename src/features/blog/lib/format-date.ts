import type { Locale } from '@/routing/locales'

/** This site's `es` is the Spanish of the US and Mexico. */
const INTL_LOCALES: Partial<Record<Locale, string>> = { es: 'es-MX' }

/**
 * The display date the locale's way. Stored dates are instants; the server does not know the
 * visitor's time zone, so the day is UTC's and every visitor sees the same day.
 */
export function formatBlogDate(iso: string | null, locale: Locale): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(INTL_LOCALES[locale] ?? locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date)
}
