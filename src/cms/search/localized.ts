import { LOCALE_FALLBACKS, type Locale, isLocale } from '../../routing/locales'

/**
 * A field read with `locale: 'all'` is an object keyed by locale; anything else is not localized.
 * The value a locale shows is its own, else the first of its fallbacks (as the CMS resolves them).
 */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (!isLocaleMap(value)) return value
  for (const code of [locale, ...LOCALE_FALLBACKS[locale]]) {
    const text = value[code]
    if (text !== undefined && text !== null && text !== '') return text
  }
  return undefined
}

function isLocaleMap(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every(isLocale)
}

export function textIn(value: unknown, locale: Locale): string {
  const text = inLocale(value, locale)
  return typeof text === 'string' ? text : ''
}
