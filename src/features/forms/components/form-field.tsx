import type { FormField as Field } from '@/content/forms'
import { extensionKey, fieldKey, VALUE_LIMITS } from '../lib/field-keys'
import type { FormMessages } from '../lib/form-messages'
import styles from './lead-form.module.css'

export type InitialValue = string | boolean | string[]

interface FormFieldProps {
  field: Field
  idPrefix: string
  messages: FormMessages
  initial: (key: string) => InitialValue
  error: (key: string) => string | undefined
  autoFocus: boolean
}

const WIDTH = { full: styles.full, half: styles.half, third: styles.third }

const INPUT_TYPES = {
  email: 'email',
  number: 'text',
  date: 'date',
  phone: 'tel',
  text: 'text',
} as const
const AUTOCOMPLETE: Record<string, string> = { email: 'email', phone: 'tel' }

function Marker({ required }: { required: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null
}

export function FormField({
  field,
  idPrefix,
  messages,
  initial,
  error,
  autoFocus,
}: FormFieldProps) {
  const key = fieldKey(field.name)
  const id = `${idPrefix}-${key}`
  const message = error(key)
  const errorId = `${id}-error`
  const control = {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    autoFocus: autoFocus || undefined,
  }
  const errorText = message && (
    <p id={errorId} className="field-error">
      {message}
    </p>
  )
  const value = initial(key)
  const text = typeof value === 'string' ? value : ''

  if (field.type === 'hidden')
    return <input type="hidden" name={key} defaultValue={field.defaultValue} />
  if (field.type === 'honeypot')
    return (
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id}>{field.label}</label>
        <input id={id} type="text" tabIndex={-1} autoComplete="off" name={key} />
      </div>
    )
  if (field.type === 'checkbox' || field.type === 'radio') {
    const chosen = Array.isArray(value) ? value : [text]
    return (
      <fieldset
        className={`${styles.group} ${WIDTH[field.width]}`}
        role={field.type === 'radio' ? 'radiogroup' : undefined}
        aria-required={(field.type === 'radio' && field.required) || undefined}
      >
        <legend>
          {field.label}
          <Marker required={field.required} />
        </legend>
        {field.options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type={field.type}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              {...control}
              autoFocus={(autoFocus && index === 0) || undefined}
              name={key}
            />
            {option.label}
          </label>
        ))}
        {errorText}
      </fieldset>
    )
  }
  if (field.type === 'single-checkbox')
    return (
      <div className={`${styles.field} ${styles.single} ${WIDTH[field.width]}`}>
        <input
          id={id}
          type="checkbox"
          defaultChecked={value === true}
          aria-required={field.required || undefined}
          {...control}
          name={key}
        />
        <label htmlFor={id}>
          {field.label}
          <Marker required={field.required} />
        </label>
        {errorText}
      </div>
    )
  const common = { id, 'aria-required': field.required || undefined, ...control, name: key }
  return (
    <div className={`${styles.field} ${WIDTH[field.width]}`}>
      <label htmlFor={id}>
        {field.label}
        <Marker required={field.required} />
      </label>
      {field.type === 'textarea' ? (
        <textarea rows={5} maxLength={VALUE_LIMITS.textarea} defaultValue={text} {...common} />
      ) : field.type === 'dropdown' ? (
        <select defaultValue={text} {...common}>
          <option value="">{messages['forms.choose']}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={INPUT_TYPES[field.type]}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.type]}
          defaultValue={text}
          {...common}
        />
      )}
      {errorText}
      {field.type === 'phone' && (
        <PhoneExtension
          id={`${id}-extension`}
          name={extensionKey(field.name)}
          {...{ messages, initial, error }}
        />
      )}
    </div>
  )
}

interface PhoneExtensionProps extends Pick<FormFieldProps, 'messages' | 'initial' | 'error'> {
  id: string
  name: string
}

function PhoneExtension({ id, name, messages, initial, error }: PhoneExtensionProps) {
  const message = error(name)
  const value = initial(name)
  return (
    <div className={styles.extension}>
      <label htmlFor={id}>{messages['forms.phoneExtension']}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="tel-extension"
        defaultValue={typeof value === 'string' ? value : ''}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        name={name}
      />
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  )
}
