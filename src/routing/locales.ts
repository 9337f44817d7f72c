export const LOCALES = ['en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'
export const UNKNOWN_LOCALE_LABEL = 'Unknown Locale'

const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'es-AR': 'Español (Argentina)',
  'pt-BR': 'Português (Brasil)',
  'ko-KR': '한국어',
  'ja-JP': '日本語',
  zh: '中文',
}

export const LOCALE_FALLBACKS: Record<Locale, readonly Locale[]> = {
  en: [],
  es: ['en'],
  'es-AR': ['es', 'en'],
  'pt-BR': ['en'],
  'ko-KR': ['en'],
  'ja-JP': ['en'],
  zh: ['en'],
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function localeLabel(code: string): string {
  return isLocale(code) ? LOCALE_LABELS[code] : UNKNOWN_LOCALE_LABEL
}

/** GraphQL enum values cannot hold '-', Payload turns them into '_'. */
export function toGraphqlLocale(locale: Locale): string {
  return locale.replace('-', '_')
}
