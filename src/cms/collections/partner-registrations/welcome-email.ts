import { escapeHtml } from '../../../lib/escape-html'

export const WELCOME_LINK_HOURS = 72
export const WELCOME_SUBJECT = 'Your Terrafield+ account is ready: choose a password'

/** The token travels in the fragment, as in a reset link, so it stays out of logs and referrers. */
export function welcomeEmailHtml(resetPageUrl: string, token: string): string {
  const url = escapeHtml(`${resetPageUrl}#token=${encodeURIComponent(token)}`)
  return [
    '<p>Your request to join Terrafield+ is approved. Choose a password to sign in:</p>',
    `<p><a href="${url}">${url}</a></p>`,
    `<p>The link works once, for ${WELCOME_LINK_HOURS} hours. Afterwards, ask for a new one on the sign-in page.</p>`,
  ].join('\n')
}
