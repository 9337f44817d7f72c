import type { Localized } from './types'

/** Copy in every locale, in the order of LOCALES: en, es, es-AR, pt-BR, ko-KR, ja-JP, zh. */
export const L = (
  en: string,
  es: string,
  esAR: string,
  ptBR: string,
  koKR: string,
  jaJP: string,
  zh: string,
): Localized => ({
  en,
  es,
  'es-AR': esAR,
  'pt-BR': ptBR,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  zh,
})
