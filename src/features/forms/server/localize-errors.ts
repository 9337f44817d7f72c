import type { Translate } from '@/i18n/translate'
import { isFormMessageKey } from '../lib/form-messages'

/** Keys become the visitor's language; an editor's own message is already in it. */
export function localizeErrors(
  errors: Record<string, string>,
  t: Translate,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      isFormMessageKey(message) ? t(message) : message,
    ]),
  )
}
