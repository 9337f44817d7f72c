'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Locale } from '@/routing/locales'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { attemptFor, fingerprintOf, newIdempotencyKey, type OrderAttempt } from '@/lib/attempt-key'
import { loadAttempt, saveAttempt } from '../lib/attempt-storage'
import { type BagMessages, errorText } from '../lib/client-messages'
import { ADDRESS_FIELDS, CONTACT_FIELDS, type OrderFieldSpec } from '../lib/order-field-specs'
import { BUSINESS_TYPES, isOrderField, ORDER_FIELDS } from '../lib/order-fields'
import {
  sampleOrderFormSchema,
  type SampleOrderFormInput,
  type SampleOrderFormValues,
} from '../lib/order-schema'
import type { CountryOption } from '../lib/shipping-countries'
import { failureMessageKey, submitOrder } from '../lib/submit-order'
import styles from '../sample-bag.module.css'
import { type FieldOption, OrderField } from './order-field'

interface SampleOrderFormProps {
  regionId: string
  locale: Locale
  skus: readonly string[]
  /** False while the bag's products load: the order would leave out the new ones. */
  ready: boolean
  countries: readonly CountryOption[]
  messages: BagMessages
  onPlaced: (reference: string, skus: readonly string[]) => void
  headingLevel?: 2 | 3
}

const emptyValues = (countries: readonly CountryOption[]): SampleOrderFormInput => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  phoneExtension: '',
  businessName: '',
  businessType: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  postcode: '',
  country: countries.length === 1 ? (countries[0]?.code ?? '') : '',
})

export function SampleOrderForm({
  regionId,
  locale,
  skus,
  ready,
  countries,
  messages,
  onPlaced,
  headingLevel = 2,
}: SampleOrderFormProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const schema = useMemo(
    () => sampleOrderFormSchema(countries.map((country) => country.code)),
    [countries],
  )
  const { register, handleSubmit, setError, setFocus, formState } = useForm<
    SampleOrderFormInput,
    unknown,
    SampleOrderFormValues
  >({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(countries),
  })
  const [general, setGeneral] = useState('')
  const attempt = useRef<OrderAttempt | null>(null)

  const choose: FieldOption = { value: '', label: messages['sampleOrder.choose'] }
  const options: Record<NonNullable<OrderFieldSpec['select']>, FieldOption[]> = {
    businessType: [
      choose,
      ...BUSINESS_TYPES.map((type) => ({
        value: type,
        label: messages[`sampleOrder.businessType.${type}`],
      })),
    ],
    country: [
      ...(countries.length === 1 ? [] : [choose]),
      ...countries.map((country) => ({ value: country.code, label: country.name })),
    ],
  }

  const send = async (values: SampleOrderFormValues) => {
    setGeneral('')
    const items = [...skus]
    attempt.current = attemptFor(
      attempt.current ?? loadAttempt(regionId),
      fingerprintOf(JSON.stringify([values, [...items].sort(), locale])),
      newIdempotencyKey,
    )
    saveAttempt(regionId, attempt.current)
    const result = await submitOrder({
      ...values,
      items,
      regionId,
      locale,
      idempotencyKey: attempt.current.key,
    })
    if (result.kind === 'placed') {
      attempt.current = null
      saveAttempt(regionId, null)
      pushAnalyticsEvent('sample_order_sent', { items: String(items.length) })
      onPlaced(result.reference, items)
      return
    }
    if (result.kind === 'failed') {
      setGeneral(messages[failureMessageKey(result.status)])
      return
    }
    const invalid = ORDER_FIELDS.filter((field) => result.errors[field])
    for (const field of invalid) setError(field, { type: 'server', message: result.errors[field] })
    const others = Object.entries(result.errors).flatMap(([field, message]) =>
      isOrderField(field) ? [] : [message],
    )
    setGeneral(others.length > 0 ? others.join(' ') : messages['sampleOrder.fixErrors'])
    if (invalid[0]) setFocus(invalid[0])
  }

  const field = (spec: OrderFieldSpec) => (
    <OrderField
      key={spec.name}
      id={`sample-order-${spec.name}`}
      label={messages[`sampleOrder.${spec.name}`]}
      registration={register(spec.name)}
      required={spec.required}
      error={errorText(messages, formState.errors[spec.name]?.message)}
      hint={spec.name === 'phoneExtension' ? messages['sampleOrder.phoneExtensionHint'] : undefined}
      type={spec.type}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      options={spec.select && options[spec.select]}
    />
  )

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => handleSubmit(send)(event)}
      aria-labelledby="sample-order-heading"
    >
      <Heading id="sample-order-heading">{messages['sampleOrder.heading']}</Heading>
      <p className={styles.hint}>{messages['sampleOrder.requiredNote']}</p>
      <fieldset className={styles.fieldset}>
        <legend>{messages['sampleOrder.contactHeading']}</legend>
        {CONTACT_FIELDS.map(field)}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{messages['sampleOrder.addressHeading']}</legend>
        {ADDRESS_FIELDS.map(field)}
      </fieldset>
      <p role="alert" className="form-alert">
        {general}
      </p>
      <button
        type="submit"
        className="button button-primary"
        disabled={formState.isSubmitting || !ready}
      >
        {formState.isSubmitting ? messages['sampleOrder.sending'] : messages['sampleOrder.submit']}
      </button>
    </form>
  )
}
