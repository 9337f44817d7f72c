'use client'

import { useCallback, useMemo, useRef } from 'react'

/** A little over the server's two seconds, so a quick but real visitor is never refused. */
const MIN_AGE_MS = 2_200

interface Held {
  token: Promise<string | null>
  at: number
}

/** The form's captcha token: fetched on first interaction, waited on at submit, dropped once used. */
export function useCaptchaToken(
  formId: number | null,
  fetchToken: (formId: number) => Promise<string | null>,
) {
  const held = useRef<Held | null>(null)
  const warm = useCallback(() => {
    if (formId === null || held.current) return
    held.current = { token: fetchToken(formId), at: Date.now() }
  }, [formId, fetchToken])
  return useMemo(
    () => ({
      warm,
      async ready(): Promise<string | undefined> {
        warm()
        const current = held.current
        if (!current) return undefined
        const wait = current.at + MIN_AGE_MS - Date.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        return (await current.token) ?? undefined
      },
      spent() {
        held.current = null
      },
    }),
    [warm],
  )
}
