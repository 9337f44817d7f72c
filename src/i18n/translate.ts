import type { Locale } from '../routing/locales'
import { formatNumber, intlLocale } from './format'
import type { MessageKey, Messages } from './messages/en'
import { en } from './messages/en'
import { MESSAGES } from './messages'
import { PLURALS, type PluralKey } from './messages/plurals'

export type MessageValues = Record<string, string | number>
export type Translate = (key: MessageKey | PluralKey, values?: MessageValues) => string

const PLACEHOLDER = /\{(\w+)\}/g

/** The locale's copy of a message, or the English one when the locale's is empty. */
function lookup(locale: Locale, key: MessageKey): string {
  const message = MESSAGES[locale]?.[key]
  return message ? message : en[key]
}

const isPluralKey = (key: string): key is PluralKey => Object.hasOwn(PLURALS.en, key)

function pluralMessage(
  locale: Locale,
  key: PluralKey,
  values?: MessageValues,
): [string, MessageValues] {
  const count = values?.count
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } =
    PLURALS[locale][key]
  if (typeof count !== 'number') return [forms.other, values ?? {}]
  const category = new Intl.PluralRules(intlLocale(locale)).select(count)
  return [forms[category] ?? forms.other, { ...values, count: formatNumber(count, locale) }]
}

/** Replaces `{name}` placeholders; a placeholder without a value is dropped, never 'undefined'. */
export function interpolate(message: string, values?: MessageValues): string {
  return message.replace(PLACEHOLDER, (_, name: string) => {
    const value = values?.[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

export function translator(locale: Locale): Translate {
  return (key, values) => {
    if (!isPluralKey(key)) return interpolate(lookup(locale, key), values)
    return interpolate(...pluralMessage(locale, key, values))
  }
}

export function translate(
  locale: Locale,
  key: MessageKey | PluralKey,
  values?: MessageValues,
): string {
  return translator(locale)(key, values)
}

/** A small, already-resolved subset of a locale's table, for passing to client components. */
export function messagesFor(locale: Locale, keys: readonly MessageKey[]): Partial<Messages> {
  const subset: Partial<Messages> = {}
  for (const key of keys) subset[key] = lookup(locale, key)
  return subset
}
