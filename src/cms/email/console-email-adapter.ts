import { appendFile } from 'node:fs/promises'
import type { PayloadEmailAdapter } from 'payload'
import { env } from '../../lib/env'

/** Payload's own console adapter logs only the address and subject; a reset link is in the body. */
const textOf = (html: string) =>
  html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>[^<]*<\/a>/gi, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The embedded default: emails are written to the server's log, nothing leaves the machine. A
 * production site sets a real adapter (SMTP or a provider) here.
 */
export const consoleEmailAdapter: PayloadEmailAdapter = ({ payload }) => ({
  name: 'console-with-body',
  defaultFromAddress: 'no-reply@terrafield.example',
  defaultFromName: 'Terrafield Foods',
  async sendEmail(message) {
    const to = Array.isArray(message.to) ? message.to.join(', ') : String(message.to ?? '')
    const body =
      typeof message.text === 'string'
        ? message.text
        : typeof message.html === 'string'
          ? textOf(message.html)
          : ''
    payload.logger.info({ msg: `email to ${to}: ${message.subject ?? ''}\n${body}` })
    const file = env().EMAIL_LOG_FILE
    if (file) await appendFile(file, `${JSON.stringify({ to, subject: message.subject, body })}\n`)
  },
})
