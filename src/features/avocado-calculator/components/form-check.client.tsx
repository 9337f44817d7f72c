'use client'

import { useEffect } from 'react'
import { FIELD_KEYS, type FieldKey } from '../lib/fields'
import { checkCalculator, type FieldErrors, type RawValues } from '../lib/schema'
import type { FormCheckProps } from './form-types'

const errorId = (inputId: string) => `${inputId}-error`

function valuesOf(form: HTMLFormElement): RawValues {
  const data = new FormData(form)
  const values: RawValues = {}
  for (const key of FIELD_KEYS) {
    const value = data.get(key)
    if (typeof value === 'string') values[key] = value
  }
  return values
}

/**
 * Checks the server-drawn form in the browser with the same schema the server uses, so a mistake
 * is shown without a round trip; a valid form is sent as it would be without script.
 */
export function FormCheck({
  formId,
  inputIds,
  errorTexts,
  summaryText,
  focusFirstInvalid,
}: FormCheckProps) {
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const summary = document.getElementById(`${formId}-summary`)
    // Where a field's state is marked (the radio group as a whole) and where focus goes.
    const markOf = (key: FieldKey) =>
      document.getElementById(key === 'use' ? `${inputIds.use}-group` : inputIds[key])
    const focusOf = (key: FieldKey) => document.getElementById(inputIds[key])
    const show = (errors: FieldErrors, only?: FieldKey) => {
      for (const key of only ? [only] : FIELD_KEYS) {
        const error = errors[key]
        const message = document.getElementById(errorId(inputIds[key]))
        if (message) message.textContent = error ? errorTexts[key][error] : ''
        if (error) markOf(key)?.setAttribute('aria-invalid', 'true')
        else markOf(key)?.removeAttribute('aria-invalid')
      }
    }
    const firstInvalid = () => {
      const key = FIELD_KEYS.find((name) => markOf(name)?.getAttribute('aria-invalid') === 'true')
      return key ? focusOf(key) : undefined
    }
    const onSubmit = (event: SubmitEvent) => {
      const check = checkCalculator(valuesOf(form))
      if (check.ok) return
      event.preventDefault()
      show(check.errors)
      if (summary) summary.textContent = summaryText
      firstInvalid()?.focus()
    }
    // A field already marked is checked again as soon as the visitor leaves or changes it.
    const onChange = (event: Event) => {
      const target = event.target
      if (!(target instanceof HTMLInputElement)) return
      const key = FIELD_KEYS.find((name) => name === target.name)
      if (!key || !markOf(key)?.hasAttribute('aria-invalid')) return
      const check = checkCalculator(valuesOf(form))
      show(check.ok ? {} : check.errors, key)
      if (!firstInvalid() && summary) summary.textContent = ''
    }
    form.noValidate = true
    form.addEventListener('submit', onSubmit)
    form.addEventListener('change', onChange)
    form.addEventListener('focusout', onChange)
    if (focusFirstInvalid) firstInvalid()?.focus()
    return () => {
      form.removeEventListener('submit', onSubmit)
      form.removeEventListener('change', onChange)
      form.removeEventListener('focusout', onChange)
    }
  }, [formId, inputIds, errorTexts, summaryText, focusFirstInvalid])
  return null
}
