import type { Locale } from '../../routing/locales'

export type FeatureMessages<English extends Record<string, string>> = { en: English } & Record<
  Exclude<Locale, 'en'>,
  Record<keyof English, string>
>
