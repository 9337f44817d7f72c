import { fillSlots, wordSpace } from '@/i18n/fill-slots'
import type { Locale } from '@/routing/locales'

const PLACEHOLDER = '{name}'

// The spec's add message has no `{name}` slot: the name goes in front unless an editor placed one.
export function nameTemplate(message: string, locale: Locale): string {
  if (message.includes(PLACEHOLDER)) return message
  return `${PLACEHOLDER}${wordSpace(locale)}${message}`
}

export const fillName = (template: string, name: string) => fillSlots(template, { name })
