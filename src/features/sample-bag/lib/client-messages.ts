import type { MessageKey } from '@/i18n/messages'

export const BAG_MESSAGE_KEYS = [
  'error.tryAgain',
  'validation.email',
  'validation.number',
  'validation.phone',
  'validation.required',
  'validation.blockedEmail',
  'sampleBag.max',
  'sampleBag.items',
  'sampleBag.loading',
  'sampleBag.loadError',
  'sampleBag.remove',
  'sampleBag.removeLabel',
  'sampleBag.removeConfirm',
  'sampleBag.cancel',
  'sampleBag.removed',
  'sampleBag.unavailableRemoved',
  'sampleOrder.heading',
  'sampleOrder.contactHeading',
  'sampleOrder.addressHeading',
  'sampleOrder.requiredNote',
  'sampleOrder.firstName',
  'sampleOrder.lastName',
  'sampleOrder.email',
  'sampleOrder.phone',
  'sampleOrder.phoneExtension',
  'sampleOrder.phoneExtensionHint',
  'sampleOrder.businessName',
  'sampleOrder.businessType',
  'sampleOrder.choose',
  'sampleOrder.businessType.restaurant',
  'sampleOrder.businessType.quickService',
  'sampleOrder.businessType.school',
  'sampleOrder.businessType.healthcare',
  'sampleOrder.businessType.hotel',
  'sampleOrder.businessType.catering',
  'sampleOrder.businessType.distributor',
  'sampleOrder.businessType.other',
  'sampleOrder.street',
  'sampleOrder.street2',
  'sampleOrder.city',
  'sampleOrder.state',
  'sampleOrder.postcode',
  'sampleOrder.country',
  'sampleOrder.submit',
  'sampleOrder.sending',
  'sampleOrder.success',
  'sampleOrder.fixErrors',
  'sampleOrder.tooLong',
  'sampleOrder.invalidValue',
  'sampleOrder.bagEmpty',
  'sampleOrder.invalidItems',
  'sampleOrder.tooLarge',
  'sampleOrder.badRequest',
  'sampleOrder.rateLimited',
  'sampleOrder.unavailable',
] as const satisfies readonly MessageKey[]

export type BagMessageKey = (typeof BAG_MESSAGE_KEYS)[number]
export type BagMessages = Record<BagMessageKey, string>

const isBagMessageKey = (value: string): value is BagMessageKey =>
  (BAG_MESSAGE_KEYS as readonly string[]).includes(value)

/** A schema error (a message key) in the visitor's language; a server error arrives as text already. */
export function errorText(messages: BagMessages, message: string | undefined): string | undefined {
  if (!message) return undefined
  return isBagMessageKey(message) ? messages[message] : message
}
