'use client'

import type { CountryCode } from 'libphonenumber-js/min'
import { useActionState, useEffect, useMemo, useRef, useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import type { LeadFormDefinition } from '@/content/forms'
import { attemptFor, fingerprintOf, newIdempotencyKey, type OrderAttempt } from '@/lib/attempt-key'
import type { Locale } from '@/routing/locales'
import { submitLeadForm } from '../actions'
import { IDLE, META } from '../lib/action-state'
import { fieldKey } from '../lib/field-keys'
import { errorText, type FormMessages } from '../lib/form-messages'
import { initialValues } from '../lib/initial-values'
import { useCaptchaToken } from './use-captcha-token.client'
import { fetchToken, postSubmission } from '../lib/post-submission'
import { FormField } from './form-field'
import { lazyResolver } from './lazy-resolver'
import styles from './lead-form.module.css'

export interface LeadFormProps {
  form: Omit<LeadFormDefinition, 'image' | 'title' | 'description'>
  regionId: string
  locale: Locale
  pageUrl: string
  country: CountryCode | undefined
  messages: FormMessages
  compact?: boolean
  labelledBy?: string
}

type Outcome = { status: 'idle' | 'success' | 'error'; message: string; reference?: string }

export function LeadForm({
  form,
  regionId,
  locale,
  pageUrl,
  country,
  messages,
  compact,
  labelledBy,
}: LeadFormProps) {
  const [state, formAction] = useActionState(submitLeadForm, IDLE, pageUrl)
  const idPrefix = `lead-form-${form.id}${compact ? '-footer' : ''}`
  const defaults = useMemo(
    () => initialValues(form.fields, state.values),
    [form.fields, state.values],
  )
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<FieldValues>({
    resolver: useMemo(() => lazyResolver(form.fields, country), [form.fields, country]),
    defaultValues: defaults,
  })
  const [outcome, setOutcome] = useState<Outcome>(() => ({
    status: state.status === 'success' ? 'success' : state.status === 'idle' ? 'idle' : 'error',
    message: state.message,
    reference: state.reference,
  }))
  const [serverErrors, setServerErrors] = useState(state.errors ?? {})
  const attempt = useRef<OrderAttempt | null>(null)
  const captcha = useCaptchaToken(form.captcha ? form.id : null, fetchToken)
  const successRef = useRef<HTMLDivElement>(null)
  const replaced = outcome.status === 'success' && form.successLocation !== 'aboveForm'

  useEffect(() => {
    if (replaced) successRef.current?.focus()
  }, [replaced])

  const send = async (values: FieldValues) => {
    setOutcome({ status: 'idle', message: '' })
    setServerErrors({})
    const fingerprint = fingerprintOf(JSON.stringify(values))
    attempt.current = attemptFor(attempt.current, fingerprint, newIdempotencyKey)
    const result = await postSubmission({
      formId: form.id,
      regionId,
      locale,

      pageUrl: window.location.pathname,
      idempotencyKey: attempt.current.key,
      captchaToken: form.captcha ? await captcha.ready() : undefined,
      values,
    })
    if (result.kind === 'accepted') {
      attempt.current = null
      captcha.spent()
      if (form.successLocation === 'page' && form.successHref)
        return window.location.assign(form.successHref)
      reset(initialValues(form.fields, undefined))
      setOutcome({
        status: 'success',
        message: form.successMessage ?? messages['forms.success'],
        reference: result.reference,
      })
      return
    }
    if (result.captcha) captcha.spent()
    const invalid = form.fields
      .map((field) => fieldKey(field.name))
      .filter((key) => result.errors[key])
    for (const key of invalid) setError(key, { type: 'server', message: result.errors[key] })
    setOutcome({
      status: 'error',
      message: result.message ?? form.errorMessage ?? messages['error.request'],
    })
    if (invalid[0]) setFocus(invalid[0])
  }

  const firstInvalid = Object.keys(serverErrors)[0]
  const error = (key: string) =>
    errorText(messages, formState.errors[key]?.message as string | undefined) ?? serverErrors[key]
  const errorBox = (
    <p role="alert" className={styles.alert}>
      {outcome.status === 'error' ? outcome.message : ''}
    </p>
  )
  const success = outcome.status === 'success' && (
    <>
      {outcome.message || messages['forms.success']}{' '}
      {outcome.reference && (
        <span className={styles.reference}>
          {messages['forms.reference'].replace('{reference}', outcome.reference)}
        </span>
      )}
    </>
  )

  return (
    <div className={compact ? `${styles.wrapper} ${styles.compact}` : styles.wrapper}>
      <div
        role="status"
        ref={successRef}
        tabIndex={-1}
        className={success ? styles.success : styles.quiet}
      >
        {success}
      </div>
      {!replaced && (
        <form
          action={formAction}
          onSubmit={(event) => void handleSubmit(send)(event)}
          onFocus={captcha.warm}
          onPointerDown={captcha.warm}
          noValidate
          aria-labelledby={labelledBy}
          aria-describedby={`${idPrefix}-note`}
          className={styles.form}
        >
          <input type="hidden" name={META.form} value={form.id} />
          <input type="hidden" name={META.region} value={regionId} />
          <input type="hidden" name={META.locale} value={locale} />
          <input type="hidden" name={META.page} value={pageUrl} />
          {state.token && <input type="hidden" name={META.token} value={state.token} />}
          <p id={`${idPrefix}-note`} className={styles.note}>
            {messages['forms.requiredNote']}
          </p>
          {form.errorLocation === 'aboveForm' && errorBox}
          <div className={styles.grid}>
            {form.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                idPrefix={idPrefix}
                register={register}
                messages={messages}
                initial={(key) => defaults[key] ?? ''}
                error={error}
                autoFocus={fieldKey(field.name) === firstInvalid}
              />
            ))}
          </div>
          <button
            type="submit"
            className={`button button-primary ${styles.submit}`}
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting
              ? messages['forms.sending']
              : (form.submitButtonText ?? messages['forms.submit'])}
          </button>
          {form.errorLocation === 'belowForm' && errorBox}
        </form>
      )}
    </div>
  )
}
