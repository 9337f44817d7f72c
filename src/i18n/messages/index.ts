import type { Locale } from '../../routing/locales'
import type { Messages } from './en'
import { en } from './en'
import { es } from './es'
import { esAR } from './es-ar'
import { jaJP } from './ja-jp'
import { koKR } from './ko-kr'
import { ptBR } from './pt-br'
import { zh } from './zh'

export type { MessageKey, Messages } from './en'

export const MESSAGES: Record<Locale, Messages> = {
  en,
  es,
  'es-AR': esAR,
  'pt-BR': ptBR,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  zh,
}
