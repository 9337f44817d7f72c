/** A little over the server's two seconds, so a quick but real visitor is never refused. */
const MIN_AGE_MS = 2_200

export interface CaptchaHolder {
  /** Fetches the token on first interaction, so a cached page never carries one. */
  warm(): void
  /** The token once it is old enough, or undefined for a form without the captcha. */
  ready(): Promise<string | undefined>
  /** A token names one submission: the next one needs a fresh token. */
  spent(): void
}

export function captchaHolder(
  formId: number | null,
  fetchToken: (formId: number) => Promise<string | null>,
): CaptchaHolder {
  let held: { token: Promise<string | null>; at: number } | null = null
  const warm = () => {
    if (formId === null || held) return
    held = { token: fetchToken(formId), at: Date.now() }
  }
  return {
    warm,
    async ready() {
      warm()
      const current = held
      if (!current) return undefined
      const wait = current.at + MIN_AGE_MS - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      return (await current.token) ?? undefined
    },
    spent() {
      held = null
    },
  }
}
