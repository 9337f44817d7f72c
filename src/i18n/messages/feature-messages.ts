import type { Locale } from '../../routing/locales'

/** A feature's UI strings in every locale: the English table fixes the keys the others must have. */
export type FeatureMessages<English extends Record<string, string>> = { en: English } & Record<
  Exclude<Locale, 'en'>,
  Record<keyof English, string>
>
