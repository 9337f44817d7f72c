import type { PayloadRequest } from 'payload'
import { escapeHtml } from '../../lib/escape-html'

/** Set by the site's reset endpoint: the page, in the visitor's region and language, the link opens. */
export const RESET_PAGE_CONTEXT = 'partnerResetPageUrl'

/** The token travels in the fragment, so it stays out of server logs and `Referer` headers. */
export function resetLink(req: PayloadRequest, token: string): string | null {
  const page = req.context?.[RESET_PAGE_CONTEXT]
  return typeof page === 'string' ? `${page}#token=${encodeURIComponent(token)}` : null
}

export function resetEmailHtml(req: PayloadRequest, token: string): string {
  const link = resetLink(req, token)
  if (!link) return '<p>A new password was asked for this Terrafield+ account.</p>'
  const url = escapeHtml(link)
  return [
    '<p>Someone asked to choose a new password for this Terrafield+ account.</p>',
    `<p><a href="${url}">${url}</a></p>`,
    '<p>The link works once, for one hour. If it was not you, ignore this email.</p>',
  ].join('\n')
}
