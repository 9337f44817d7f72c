import type { Locale } from '@/routing/locales'

/** Japanese and Chinese sentences run on from the name without a space. */
const NO_SPACE: readonly Locale[] = ['ja-JP', 'zh']

export function addedConfirmation(name: string, added: string, locale: Locale): string {
  return `${name}${NO_SPACE.includes(locale) ? '' : ' '}${added}`
}

// split and join, not replace, keep `$&` and the like in names literal.
export function fill(message: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [slot, value]) => text.split(`{${slot}}`).join(value),
    message,
  )
}
