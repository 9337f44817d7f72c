import fs from 'node:fs'

/** The console email adapter appends one JSON line per email here (scripts/test.mjs sets it). */
export const EMAIL_LOG = process.env.EMAIL_LOG_FILE ?? ''

export interface LoggedEmail {
  to: string
  subject: string
  body: string
}

const lines = () => (fs.existsSync(EMAIL_LOG) ? fs.readFileSync(EMAIL_LOG, 'utf8').split('\n') : [])

/** How many emails were logged so far: pass it to `emailsSince` to see only later ones. */
export const emailCount = () => Math.max(0, lines().length - 1)

export const emailsSince = (count: number): LoggedEmail[] =>
  lines()
    .slice(count)
    .flatMap((line) => (line ? [JSON.parse(line) as LoggedEmail] : []))

/** The link of the newest email to `to` holding a `#token=` link, once the server has written it. */
export async function tokenLinkFor(to: string, after: number): Promise<URL> {
  for (let tries = 0; tries < 50; tries++) {
    const email = emailsSince(after)
      .reverse()
      .find((entry) => entry.to === to)
    const link = email?.body.match(/https?:\/\/\S+#token=[0-9a-f]+/)?.[0]
    if (link) return new URL(link)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no email with a link to ${to} in ${EMAIL_LOG}`)
}
