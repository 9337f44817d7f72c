'use client'

import { useId, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated.client'
import { FormField, FormOutcome, type Outcome, postJson } from './form-parts'
import styles from './partner-program.module.css'
import { useSubmitOnce } from './use-submit-once.client'

export interface ResetRequestTexts {
  email: string
  submit: string
  sending: string
  required: string
  invalidEmail: string
  unexpected: string
}

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export interface ResetRequestFormProps {
  action: string
  region: string
  locale: string
  texts: ResetRequestTexts
}

export function ResetRequestForm({ action, region, locale, texts }: ResetRequestFormProps) {
  const id = useId()
  // Until React runs, a press would post the form natively: the button waits for it.
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [problem, setProblem] = useState<string | undefined>()

  const submit = useSubmitOnce(
    async (form) => {
      const email = String(new FormData(form).get('email') ?? '')
      const { resetRequestSchema } = await import('../lib/password-schema')
      const parsed = resetRequestSchema.safeParse({ email })
      const issue = parsed.success ? null : parsed.error.issues[0]?.message
      setProblem(issue ? (issue === 'email' ? texts.invalidEmail : texts.required) : undefined)
      if (issue) return
      setOutcome({ kind: 'busy', message: texts.sending })
      const answer = await postJson(action, { email, region, locale })
      if (answer?.ok && answer.message) setOutcome({ kind: 'done', message: answer.message })
      else setOutcome({ kind: 'failed', message: answer?.message ?? texts.unexpected })
    },
    () => setOutcome({ kind: 'failed', message: texts.unexpected }),
  )

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      <FormField
        id={`${id}-email`}
        name="email"
        label={texts.email}
        type="email"
        autoComplete="username"
        maxLength={254}
        problem={problem}
      />
      <button
        type="submit"
        className="button button-primary"
        disabled={!hydrated || outcome.kind === 'busy'}
      >
        {texts.submit}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  )
}
