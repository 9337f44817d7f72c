import { MESSAGES, type MessageKey } from '@/i18n/messages'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES.en, value)

export function localizeErrors(
  errors: Record<string, string>,
  locale: Locale,
): Record<string, string> {
  const t = translator(locale)
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      t(isMessageKey(key) ? key : 'sampleOrder.invalidValue'),
    ]),
  )
}
