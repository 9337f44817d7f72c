'use client'

import { useEffect, useId, useState } from 'react'
import {
  keepPostLoginRedirect,
  POST_LOGIN_REDIRECT_KEY,
  takePostLoginRedirect,
} from '../lib/post-login-redirect'
import { useHydrated } from '@/lib/use-hydrated.client'
import { FormField, FormOutcome, type Outcome, postJson } from './form-parts'
import styles from './partner-program.module.css'
import { useSubmitOnce } from './use-submit-once.client'

export interface SignInTexts {
  email: string
  password: string
  submit: string
  signingIn: string
  signedIn: string
  required: string
  invalidEmail: string
  unexpectedTitle: string
  unexpected: string
}

type FieldProblems = Partial<Record<'email' | 'password', string>>

const localStore = () => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Posts to the session endpoint; on success the whole page reloads at the kept destination. */
export interface SignInFormProps {
  action: string
  locale: string
  /** Where to land when no safe destination was kept. */
  home: string
  texts: SignInTexts
}

/** The page the visitor came from on this site, kept when nothing else was (spec: read once). */
function keepReferrer(): void {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null
    if (!referrer || referrer.origin !== window.location.origin) return
    if (referrer.pathname === window.location.pathname) return
    const storage = window.localStorage
    if (storage.getItem(POST_LOGIN_REDIRECT_KEY) === null) {
      keepPostLoginRedirect(storage, `${referrer.pathname}${referrer.search}`)
    }
  } catch {
    // Storage blocked: sign-in lands on the default.
  }
}

export function SignInForm({ action, locale, home, texts }: SignInFormProps) {
  useEffect(keepReferrer, [])
  const id = useId()
  // Until React runs, a press would post the form natively: the button waits for it.
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [problems, setProblems] = useState<FieldProblems>({})
  const busy = outcome.kind === 'busy' || outcome.kind === 'done'

  const submit = useSubmitOnce(
    async (form) => {
      if (busy) return
      const data = new FormData(form)
      const fields = {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      }
      const { signInProblems } = await import('../lib/sign-in-schema')
      const found = signInProblems(fields)
      setProblems({
        email: found.email && (found.email === 'email' ? texts.invalidEmail : texts.required),
        password: found.password && texts.required,
      })
      if (found.email || found.password) return
      setOutcome({ kind: 'busy', message: texts.signingIn })
      const answer = await postJson(action, { ...fields, locale })
      if (answer?.ok) {
        setOutcome({ kind: 'done', message: texts.signedIn })
        window.location.assign(takePostLoginRedirect(localStore(), home))
      } else if (answer && answer.status < 500 && answer.title && answer.message) {
        setOutcome({ kind: 'failed', title: answer.title, message: answer.message })
      } else {
        setOutcome({ kind: 'failed', title: texts.unexpectedTitle, message: texts.unexpected })
      }
    },
    () => setOutcome({ kind: 'failed', title: texts.unexpectedTitle, message: texts.unexpected }),
  )

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <FormField
        id={`${id}-email`}
        name="email"
        label={texts.email}
        type="email"
        autoComplete="username"
        maxLength={254}
        problem={problems.email}
      />
      <FormField
        id={`${id}-password`}
        name="password"
        label={texts.password}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        problem={problems.password}
      />
      <button type="submit" className="button button-primary" disabled={!hydrated || busy}>
        {texts.submit}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  )
}
