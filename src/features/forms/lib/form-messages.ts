import type { MessageKey } from '@/i18n/messages'

/** What the form's client code needs of the message tables, resolved on the server. */
export const FORM_MESSAGE_KEYS = [
  'validation.required',
  'validation.email',
  'validation.number',
  'validation.phone',
  'validation.blockedEmail',
  'error.request',
  'forms.submit',
  'forms.sending',
  'forms.requiredNote',
  'forms.choose',
  'forms.phoneExtension',
  'forms.tooLong',
  'forms.invalidOption',
  'forms.invalidDate',
  'forms.invalidValue',
  'forms.fixErrors',
  'forms.success',
  'forms.reference',
  'forms.notFound',
  'forms.unknownRegion',
  'forms.badRequest',
  'forms.tooLarge',
  'forms.rateLimited',
  'forms.changedRetry',
  'forms.captchaConfirm',
  'forms.captchaTooFast',
  'forms.captchaExpired',
  'forms.captchaReplayed',
] as const satisfies readonly MessageKey[]

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number]
export type FormMessages = Record<FormMessageKey, string>

export const isFormMessageKey = (value: string): value is FormMessageKey =>
  (FORM_MESSAGE_KEYS as readonly string[]).includes(value)

/** A schema error is a message key or an editor's own message, already in the visitor's language. */
export function errorText(messages: FormMessages, message: string | undefined): string | undefined {
  if (!message) return undefined
  return isFormMessageKey(message) ? messages[message] : message
}
