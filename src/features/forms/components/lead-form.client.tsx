'use client'

import type { CountryCode } from 'libphonenumber-js/min'
import { usePathname } from 'next/navigation'
import {
  type FormEvent,
  useActionState,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { LeadFormDefinition } from '@/content/forms'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { homePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import { parsePath } from '@/routing/parse'
import { submitLeadForm } from '../actions'
import { IDLE, META } from '../lib/action-state'
import { fieldKey } from '../lib/field-keys'
import { errorText, type FormMessages } from '../lib/form-messages'
import { initialValues } from '../lib/initial-values'
import { FormField } from './form-field'
import type { LeadFormSession, SubmitOutcome } from './lead-form-session'
import styles from './lead-form.module.css'

export interface LeadFormProps {
  form: Omit<LeadFormDefinition, 'image' | 'title' | 'description'>
  regionId: string
  locale: Locale
  /** Where a post without JavaScript comes back; the footer's form uses the page it is on. */
  pageUrl?: string
  country: CountryCode | undefined
  messages: FormMessages
  compact?: boolean
  labelledBy?: string
}

type Outcome = { status: 'idle' | 'success' | 'error'; message: string; reference?: string }

// usePathname names the route a cached page was rendered for (`/us/en/…`); parsing gives the
// address the visitor sees, the same on the server and in the browser.
function visiblePath(pathname: string, regionId: string, locale: Locale): string {
  return parsePath(pathname)?.canonicalPath ?? homePath(regionId, locale)
}

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
  const pathname = usePathname()
  const permalink = pageUrl ?? visiblePath(pathname, regionId, locale)
  const [state, formAction] = useActionState(submitLeadForm, IDLE, permalink)
  const idPrefix = `lead-form-${form.id}${compact ? '-footer' : ''}`
  const defaults = useMemo(
    () => initialValues(form.fields, state.values),
    [form.fields, state.values],
  )
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(() => ({
    status: state.status === 'success' ? 'success' : state.status === 'idle' ? 'idle' : 'error',
    message: state.message,
    reference: state.reference,
  }))
  const serverErrors = state.errors ?? {}
  const session = useRef<Promise<LeadFormSession> | null>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const replaced = outcome.status === 'success' && form.successLocation !== 'aboveForm'

  useEffect(() => {
    if (replaced) successRef.current?.focus()
  }, [replaced])

  const loadSession = () =>
    (session.current ??= import('./lead-form-session').then(({ createLeadFormSession }) =>
      createLeadFormSession({ form, regionId, locale, country }),
    ))
  const warm = () => {
    loadSession().then(
      (loaded) => loaded.warm(),
      () => (session.current = null),
    )
  }

  // The code loads when a visitor first reaches into the form; one already in it gets the token now.
  const warmIfFocused = useEffectEvent(() => {
    if (formRef.current?.contains(document.activeElement)) warm()
  })
  useEffect(() => warmIfFocused(), [])

  const focusField = (key: string) => {
    const control = formRef.current?.elements.namedItem(key)
    const first = control instanceof RadioNodeList ? control[0] : control
    if (first instanceof HTMLElement) first.focus()
  }

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    const first = form.fields.map((field) => fieldKey(field.name)).find((key) => found[key])
    if (first) focusField(first)
  }

  const show = (result: SubmitOutcome) => {
    if (result.kind === 'invalid') return showErrors(result.errors)
    setErrors({})
    if (result.kind === 'accepted') {
      pushAnalyticsEvent('form_submitted', { form: form.name })
      if (form.successLocation === 'page' && form.successHref)
        return window.location.assign(form.successHref)
      formRef.current?.reset()
      setOutcome({
        status: 'success',
        message: form.successMessage ?? messages['forms.success'],
        reference: result.reference,
      })
      return
    }
    setOutcome({
      status: 'error',
      message: result.message ?? form.errorMessage ?? messages['error.request'],
    })
    showErrors(result.errors)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const formData = new FormData(event.currentTarget)
    setSubmitting(true)
    try {
      show(await (await loadSession()).submit(formData))
    } catch {
      session.current = null
      setOutcome({ status: 'error', message: form.errorMessage ?? messages['error.request'] })
    } finally {
      setSubmitting(false)
    }
  }

  // A fixed field loses its message as the visitor types, as it would on the next check.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (!errors[name]) return
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)),
    )
  }

  const firstInvalid = Object.keys(serverErrors)[0]
  const error = (key: string) =>
    errorText(messages, errors[key]) ??
    (Object.keys(errors).length === 0 ? serverErrors[key] : undefined)
  const errorBox = (
    <p role="alert" className="form-alert">
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
    <>
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
          ref={formRef}
          action={formAction}
          onSubmit={(event) => void onSubmit(event)}
          onInput={onInput}
          onFocus={warm}
          onPointerDown={warm}
          noValidate
          aria-labelledby={labelledBy}
          aria-describedby={`${idPrefix}-note`}
          className={styles.form}
        >
          <input type="hidden" name={META.form} value={form.id} />
          <input type="hidden" name={META.region} value={regionId} />
          <input type="hidden" name={META.locale} value={locale} />
          <input type="hidden" name={META.page} value={permalink} />
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
            disabled={submitting}
          >
            {submitting
              ? messages['forms.sending']
              : (form.submitButtonText ?? messages['forms.submit'])}
          </button>
          {form.errorLocation === 'belowForm' && errorBox}
        </form>
      )}
    </>
  )
}
