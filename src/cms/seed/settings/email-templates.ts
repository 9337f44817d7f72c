import type { Locale } from '../../../routing/locales'
import { DISTRIBUTOR_REQUEST_EMAIL, SHARE_PRODUCT_EMAIL } from '../data/email-templates'
import { paragraphsToRichText } from '../lexical'

/** The localized part of global settings' two email templates. */
export function emailTemplatesData(locale: Locale) {
  return {
    distributorRequestEmail: {
      subject: DISTRIBUTOR_REQUEST_EMAIL.subject[locale],
      body: paragraphsToRichText(DISTRIBUTOR_REQUEST_EMAIL.body[locale]),
    },
    shareProductEmail: {
      subject: SHARE_PRODUCT_EMAIL.subject[locale],
      body: paragraphsToRichText(SHARE_PRODUCT_EMAIL.body[locale]),
    },
  }
}
