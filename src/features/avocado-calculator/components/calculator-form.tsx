import { AMOUNT_FIELDS, type FieldKey } from '../lib/fields'
import { AVOCADO_USES } from '../lib/inputs'
import type { FieldErrors } from '../lib/schema'
import styles from './avocado-calculator.module.css'
import { LazyFormCheck } from './form-check-lazy.client'
import type { ErrorTexts } from './form-types'

export interface CalculatorFormText {
  labels: Record<FieldKey, string>
  hints: Partial<Record<FieldKey, string>>
  uses: Record<(typeof AVOCADO_USES)[number], string>
  submit: string
  summary: string
  errors: ErrorTexts
}

interface Props {
  id: string
  /** The calculator page's own URL: the form's answer comes back to it. */
  pageUrl: string
  action: string
  /** What the inputs show, as the visitor typed them (in the locale's decimal mark). */
  shown: Partial<Record<FieldKey, string>>
  errors: FieldErrors
  text: CalculatorFormText
}

/**
 * A plain GET form: without script the server checks it and answers with the result or this form
 * and its messages; with script the same schema checks it first (`FormCheck`).
 */
export function CalculatorForm({ id, pageUrl, action, shown, errors, text }: Props) {
  const inputIds = Object.fromEntries(
    [...AMOUNT_FIELDS.map((field) => field.key), 'use'].map((key) => [key, `${id}-${key}`]),
  ) as Record<FieldKey, string>
  const hasErrors = Object.keys(errors).length > 0
  const describedBy = (key: FieldKey) =>
    [text.hints[key] ? `${inputIds[key]}-hint` : null, `${inputIds[key]}-error`]
      .filter(Boolean)
      .join(' ')
  const message = (key: FieldKey) => {
    const error = errors[key]
    return error ? text.errors[key][error] : ''
  }
  return (
    <form id={id} className={styles.form} method="get" action={action}>
      <input type="hidden" name="path" value={pageUrl} />
      <p id={`${id}-summary`} className={styles.summary} role="alert">
        {hasErrors ? text.summary : ''}
      </p>
      {AMOUNT_FIELDS.map(({ key }) => (
        <div key={key} className={styles.field}>
          <label htmlFor={inputIds[key]}>{text.labels[key]}</label>
          {text.hints[key] && (
            <p id={`${inputIds[key]}-hint`} className={styles.hint}>
              {text.hints[key]}
            </p>
          )}
          <input
            id={inputIds[key]}
            name={key}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-required="true"
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={describedBy(key)}
            defaultValue={shown[key] ?? ''}
          />
          <p id={`${inputIds[key]}-error`} className={styles.error}>
            {message(key)}
          </p>
        </div>
      ))}
      <fieldset
        id={`${inputIds.use}-group`}
        role="radiogroup"
        className={styles.uses}
        aria-invalid={errors.use ? true : undefined}
        aria-describedby={`${inputIds.use}-error`}
        aria-required="true"
      >
        <legend>{text.labels.use}</legend>
        {AVOCADO_USES.map((use, index) => (
          <label key={use}>
            <input
              id={index === 0 ? inputIds.use : `${inputIds.use}-${use}`}
              type="radio"
              name="use"
              value={use}
              defaultChecked={shown.use === use}
            />
            {text.uses[use]}
          </label>
        ))}
        <p id={`${inputIds.use}-error`} className={styles.error}>
          {message('use')}
        </p>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {text.submit}
        </button>
      </div>
      <LazyFormCheck
        formId={id}
        inputIds={inputIds}
        errorTexts={text.errors}
        summaryText={text.summary}
        focusFirstInvalid={hasErrors}
      />
    </form>
  )
}
