import { phoneCountry } from '@/lib/phone-country'
import type { Locale } from './locales'

/**
 * The `hreflang` code of a region's page in one language: the language of the locale and the
 * region's country (`es-MX`, `en-US`, `zh-CN`). A region of several countries (Southeast Asia,
 * Latin America) names only the language, which no other region uses alone.
 */
export function hreflangOf(regionId: string, locale: Locale): string {
  const language = locale.split('-')[0] ?? locale
  const country = phoneCountry(regionId)
  return country ? `${language}-${country}` : language
}
