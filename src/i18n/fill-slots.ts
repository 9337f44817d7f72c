import type { Locale } from '@/routing/locales'

const RUN_ON_LOCALES: readonly Locale[] = ['ja-JP', 'zh']

/** The space between a name and the sentence after it: Japanese and Chinese run on without one. */
export const wordSpace = (locale: Locale) => (RUN_ON_LOCALES.includes(locale) ? '' : ' ')

// split and join, not replace, keep `$&` and the like in values literal.
export function fillSlots(message: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [slot, value]) => text.split(`{${slot}}`).join(value),
    message,
  )
}
