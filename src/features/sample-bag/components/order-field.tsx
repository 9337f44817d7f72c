import type { HTMLInputTypeAttribute } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from '../sample-bag.module.css'

export interface FieldOption {
  value: string
  label: string
}

interface OrderFieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  required?: boolean
  error?: string
  hint?: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email'
  options?: readonly FieldOption[]
}

export function OrderField({
  id,
  label,
  registration,
  required,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  options,
}: OrderFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    autoComplete,
    ...registration,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {options ? (
        <select {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} type={type} inputMode={inputMode} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
