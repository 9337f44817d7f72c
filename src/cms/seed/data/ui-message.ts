import { MESSAGES, type MessageKey } from '../../../i18n/messages'
import { L } from './localized'
import type { Localized } from './types'

/** The site's own UI message, so CMS copy and built-in copy never disagree. */
export function uiMessage(key: MessageKey): Localized {
  return L(
    MESSAGES.en[key],
    MESSAGES.es[key],
    MESSAGES['es-AR'][key],
    MESSAGES['pt-BR'][key],
    MESSAGES['ko-KR'][key],
    MESSAGES['ja-JP'][key],
    MESSAGES.zh[key],
  )
}
