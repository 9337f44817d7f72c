'use client'

import { useId, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated.client'
import { FormField, FormOutcome, type Outcome, postJson } from './form-parts'
import styles from './partner-program.module.css'
import { useSubmitOnce } from './use-submit-once.client'

export interface NewPasswordTexts {
  password: string
  confirm: string
  rules: string
  submit: string
  saving: string
  tooShort: string
  differ: string
  invalidLink: string
  unexpected: string
}

/** The token comes in the link's fragment (`#token=…`), which never reaches a server. */
const tokenOfLocation = () =>
  new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? ''

export interface NewPasswordFormProps {
  action: string
  locale: string
  /** Where a partner lands once the new password is saved. */
  home: string
  texts: NewPasswordTexts
}

export function NewPasswordForm({ action, locale, home, texts }: NewPasswordFormProps) {
  const id = useId()
  // Until React runs, a press would post the form natively: the button waits for it.
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({})

  const submit = useSubmitOnce(
    async (form) => {
      if (outcome.kind === 'busy' || outcome.kind === 'done') return
      const data = new FormData(form)
      const password = String(data.get('password') ?? '')
      const confirm = String(data.get('confirm') ?? '')
      const { PASSWORD_MIN_LENGTH } = await import('../lib/password-schema')
      const found = {
        password: password.length < PASSWORD_MIN_LENGTH ? texts.tooShort : undefined,
        confirm: confirm !== password ? texts.differ : undefined,
      }
      setProblems(found)
      if (found.password || found.confirm) return
      const token = tokenOfLocation()
      if (!token) return setOutcome({ kind: 'failed', message: texts.invalidLink })
      setOutcome({ kind: 'busy', message: texts.saving })
      const answer = await postJson(action, { token, password, locale })
      if (answer?.ok && answer.message) {
        setOutcome({ kind: 'done', message: answer.message })
        // Drop the spent token from history, then load the home as the partner's own page.
        window.history.replaceState(null, '', window.location.pathname)
        window.location.assign(home)
      } else {
        setOutcome({ kind: 'failed', message: answer?.message ?? texts.unexpected })
      }
    },
    () => setOutcome({ kind: 'failed', message: texts.unexpected }),
  )

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      <FormField
        id={`${id}-password`}
        name="password"
        label={texts.password}
        hint={texts.rules}
        type="password"
        autoComplete="new-password"
        maxLength={1024}
        problem={problems.password}
      />
      <FormField
        id={`${id}-confirm`}
        name="confirm"
        label={texts.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={1024}
        problem={problems.confirm}
      />
      <button
        type="submit"
        className="button button-primary"
        disabled={!hydrated || outcome.kind === 'busy' || outcome.kind === 'done'}
      >
        {texts.submit}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  )
}
