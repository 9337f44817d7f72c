import type { Locale } from '@/routing/locales'

/** Japanese and Chinese sentences run on from the name without a space. */
const NO_SPACE: readonly Locale[] = ['ja-JP', 'zh']

/** Spec §5: the confirmation is the product's name followed by 'has been added to your sample bag'. */
export function addedConfirmation(name: string, added: string, locale: Locale): string {
  return `${name}${NO_SPACE.includes(locale) ? '' : ' '}${added}`
}

/** Fills `{name}`-style slots; split and join keep `$&` and the like in names literal. */
export function fill(message: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [slot, value]) => text.split(`{${slot}}`).join(value),
    message,
  )
}
