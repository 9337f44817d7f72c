import type { PayloadRequest } from 'payload'
import { emailLocale, type PartnerEmail, resetEmail, tokenLink } from './partner-emails'

/** Set by the site's reset endpoint: the page, in the visitor's region and language, the link opens. */
export const RESET_PAGE_CONTEXT = 'partnerResetPageUrl'
/** Set with it: the language the email is written in. */
export const RESET_LOCALE_CONTEXT = 'partnerResetLocale'

export function resetLink(req: PayloadRequest, token: string): string | null {
  const page = req.context?.[RESET_PAGE_CONTEXT]
  return typeof page === 'string' ? tokenLink(page, token) : null
}

export function partnerResetEmail(req: PayloadRequest | undefined, token: string): PartnerEmail {
  return resetEmail(
    emailLocale(req?.context?.[RESET_LOCALE_CONTEXT]),
    req ? resetLink(req, token) : null,
  )
}
