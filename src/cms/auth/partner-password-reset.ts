import type { PayloadRequest } from 'payload'

/** Set by the site's reset endpoint: the page, in the visitor's region and language, the link opens. */
export const RESET_PAGE_CONTEXT = 'partnerResetPageUrl'
/** Set when an editor approves a registration: the email welcomes rather than resets. */
export const WELCOME_CONTEXT = 'partnerWelcome'

export const isWelcome = (req: PayloadRequest | undefined) =>
  req?.context?.[WELCOME_CONTEXT] === true

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The token travels in the fragment, so it stays out of server logs and `Referer` headers. */
export function resetLink(req: PayloadRequest, token: string): string | null {
  const page = req.context?.[RESET_PAGE_CONTEXT]
  return typeof page === 'string' ? `${page}#token=${encodeURIComponent(token)}` : null
}

export function resetEmailSubject(req: PayloadRequest | undefined): string {
  return isWelcome(req)
    ? 'Your Terrafield+ account is ready: choose a password'
    : 'Choose a new Terrafield+ password'
}

export function resetEmailHtml(req: PayloadRequest, token: string): string {
  const link = resetLink(req, token)
  if (!link) return '<p>A new password was asked for this Terrafield+ account.</p>'
  const url = escapeHtml(link)
  if (isWelcome(req))
    return [
      '<p>Your request to join Terrafield+ is approved. Choose a password to sign in:</p>',
      `<p><a href="${url}">${url}</a></p>`,
      '<p>The link works once, for three days. Afterwards, ask for a new one on the sign-in page.</p>',
    ].join('\n')
  return [
    '<p>Someone asked to choose a new password for this Terrafield+ account.</p>',
    `<p><a href="${url}">${url}</a></p>`,
    '<p>The link works once, for one hour. If it was not you, ignore this email.</p>',
  ].join('\n')
}
