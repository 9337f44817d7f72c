import { wordSpace } from '@/i18n/fill-slots'
import type { Locale } from '@/routing/locales'

export function addedConfirmation(name: string, added: string, locale: Locale): string {
  return `${name}${wordSpace(locale)}${added}`
}
