import type { Locale } from '@/routing/locales'

const PLACEHOLDER = '{name}'

/** Japanese and Chinese sentences run on from the name without a space. */
const NO_SPACE: readonly Locale[] = ['ja-JP', 'zh']

// The spec's add message has no `{name}` slot: the name goes in front unless an editor placed one.
export function nameTemplate(message: string, locale: Locale): string {
  if (message.includes(PLACEHOLDER)) return message
  return `${PLACEHOLDER}${NO_SPACE.includes(locale) ? '' : ' '}${message}`
}

// split and join, not replace, keep `$&` and the like in names literal.
export function fillName(template: string, name: string): string {
  return template.split(PLACEHOLDER).join(name)
}
