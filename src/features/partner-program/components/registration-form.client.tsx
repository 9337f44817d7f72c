'use client'

import { useId, useRef, useState } from 'react'
import { attemptFor, fingerprintOf, newIdempotencyKey, type OrderAttempt } from '@/lib/attempt-key'
import { useHydrated } from '@/lib/use-hydrated.client'
import type { MessageKey } from '@/i18n/messages'
import {
  REGISTRATION_FIELDS,
  REGISTRATION_MAX_LENGTH,
  type RegistrationField,
  type RegistrationMode,
} from '../lib/registration-fields'
import { FormField, FormOutcome, type Outcome, postJson } from './form-parts'
import styles from './partner-program.module.css'
import { useSubmitOnce } from './use-submit-once.client'

type FieldTexts = Record<RegistrationField, string>

export interface RegistrationTexts {
  fields: FieldTexts
  customerNumberHint: string
  modeLegend: string
  modes: Record<RegistrationMode, string>
  submit: string
  sending: string
  fixErrors: string
  unexpected: string
  /** The validation messages the schema names, in the visitor's language. */
  problems: Partial<Record<MessageKey, string>>
  trapLabel: string
}

export interface RegistrationFormProps {
  action: string
  regionId: string
  locale: string
  /** The region's country, for phone numbers typed without a country code. */
  phoneCountry: string | null
  texts: RegistrationTexts
}

type Problems = Partial<Record<RegistrationField | 'mode', string>>

const AUTOCOMPLETE: Record<RegistrationField, string> = {
  operationName: 'organization',
  contactName: 'name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
  businessType: 'off',
  customerNumber: 'off',
  message: 'off',
}
const TYPE: Partial<Record<RegistrationField, 'email' | 'tel' | 'textarea'>> = {
  email: 'email',
  phone: 'tel',
  message: 'textarea',
}
const OPTIONAL: readonly RegistrationField[] = ['businessType', 'message']

/** After the fields are marked (next frame), the first one to fix takes the focus. */
const focusFirstProblem = (form: HTMLFormElement) =>
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

/** Sign in or register: a request to join, which an editor approves before any account exists. */
export function RegistrationForm({
  action,
  regionId,
  locale,
  phoneCountry,
  texts,
}: RegistrationFormProps) {
  const id = useId()
  const hydrated = useHydrated()
  const [mode, setMode] = useState<RegistrationMode>('create')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [problems, setProblems] = useState<Problems>({})
  // The same filled-in form sent again (after a lost answer) keeps its key: nothing is stored twice.
  const attempt = useRef<OrderAttempt | null>(null)
  const received = useRef<HTMLParagraphElement>(null)
  const words = (found: Partial<Record<string, MessageKey | string>>) =>
    Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field,
        texts.problems[key as MessageKey] ?? key,
      ]),
    ) as Problems

  const submit = useSubmitOnce(
    async (form) => {
      const data = new FormData(form)
      const values = Object.fromEntries(
        REGISTRATION_FIELDS.flatMap((field) => {
          const value = String(data.get(field) ?? '')
          return field === 'customerNumber' && mode === 'create' ? [] : [[field, value]]
        }),
      )
      const { registrationProblems, registrationSchema } =
        await import('../lib/registration-schema')
      const country = (phoneCountry ?? undefined) as Parameters<typeof registrationSchema>[0]
      const parsed = registrationSchema(country).safeParse({ mode, ...values })
      if (!parsed.success) {
        setProblems(words(registrationProblems(parsed.error)))
        setOutcome({ kind: 'failed', message: texts.fixErrors })
        focusFirstProblem(form)
        return
      }
      setProblems({})
      const body = { mode, ...values, regionId, locale, website: String(data.get('website') ?? '') }
      attempt.current = attemptFor(
        attempt.current,
        fingerprintOf(JSON.stringify(body)),
        newIdempotencyKey,
      )
      setOutcome({ kind: 'busy', message: texts.sending })
      const answer = await postJson(action, { ...body, idempotencyKey: attempt.current.key })
      if (answer?.ok && answer.message) {
        setOutcome({ kind: 'done', message: answer.message })
        requestAnimationFrame(() => received.current?.focus())
        return
      }
      const errors = (answer as { errors?: Record<string, string> } | null)?.errors
      if (errors) {
        setProblems(errors as Problems)
        focusFirstProblem(form)
      }
      setOutcome({ kind: 'failed', message: answer?.message ?? texts.unexpected })
    },
    () => setOutcome({ kind: 'failed', message: texts.unexpected }),
  )

  if (outcome.kind === 'done')
    return (
      <p ref={received} role="status" tabIndex={-1} className={styles.received}>
        {outcome.message}
      </p>
    )

  const field = (name: RegistrationField) => (
    <FormField
      key={name}
      id={`${id}-${name}`}
      name={name}
      label={texts.fields[name]}
      type={TYPE[name] ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={REGISTRATION_MAX_LENGTH[name]}
      required={!OPTIONAL.includes(name)}
      hint={name === 'customerNumber' ? texts.customerNumberHint : undefined}
      problem={problems[name]}
    />
  )

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      <fieldset className={styles.modes}>
        <legend>{texts.modeLegend}</legend>
        {(['create', 'register'] as const).map((option) => (
          <label key={option} className={styles.mode}>
            <input
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {texts.modes[option]}
          </label>
        ))}
      </fieldset>
      {mode === 'register' && field('customerNumber')}
      {REGISTRATION_FIELDS.filter((name) => name !== 'customerNumber').map(field)}
      {/* Off screen and out of the tab order: only a bot fills it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{texts.trapLabel}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
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
