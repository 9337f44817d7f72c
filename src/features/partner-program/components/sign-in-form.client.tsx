'use client'

import { type FormEvent, useId, useState } from 'react'
import { takePostLoginRedirect } from '../lib/post-login-redirect'
import styles from './partner-program.module.css'

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

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing-in' }
  | { kind: 'signed-in' }
  | { kind: 'failed'; title: string; message: string }

type FieldProblems = Partial<Record<'email' | 'password', string>>

const localStore = () => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Posts to the session endpoint; on success the whole page reloads at the kept destination. */
export function SignInForm({
  action,
  locale,
  home,
  texts,
}: {
  action: string
  locale: string
  /** Where to land when no safe destination was kept. */
  home: string
  texts: SignInTexts
}) {
  const id = useId()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [problems, setProblems] = useState<FieldProblems>({})
  const busy = outcome.kind === 'signing-in' || outcome.kind === 'signed-in'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
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
    setOutcome({ kind: 'signing-in' })
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, locale }),
      })
      const body = (await response.json().catch(() => ({}))) as { title?: string; message?: string }
      if (response.ok) {
        setOutcome({ kind: 'signed-in' })
        window.location.assign(takePostLoginRedirect(localStore(), home))
        return
      }
      if (response.status < 500 && body.title && body.message) {
        setOutcome({ kind: 'failed', title: body.title, message: body.message })
        return
      }
      setOutcome({ kind: 'failed', title: texts.unexpectedTitle, message: texts.unexpected })
    } catch {
      setOutcome({ kind: 'failed', title: texts.unexpectedTitle, message: texts.unexpected })
    }
  }

  const field = (name: 'email' | 'password', label: string, type: string, autoComplete: string) => {
    const problem = problems[name]
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={name === 'email' ? 254 : 1024}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-${name}-error`} className="field-error">
            {problem}
          </p>
        )}
      </div>
    )
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {field('email', texts.email, 'email', 'username')}
      {field('password', texts.password, 'password', 'current-password')}
      <button type="submit" className="button button-primary" disabled={busy}>
        {texts.submit}
      </button>
      <div role="status">
        {outcome.kind === 'signing-in' && texts.signingIn}
        {outcome.kind === 'signed-in' && texts.signedIn}
      </div>
      <div role="alert" className="form-alert">
        {outcome.kind === 'failed' && (
          <>
            <p className={styles.alertTitle}>{outcome.title}</p>
            <p>{outcome.message}</p>
          </>
        )}
      </div>
    </form>
  )
}
