import styles from './partner-program.module.css'

/** One labelled input with its own error, described by it for screen readers. */
export function FormField({
  id,
  name,
  label,
  type,
  autoComplete,
  problem,
  hint,
  maxLength,
  required = true,
}: {
  id: string
  name: string
  label: string
  type: 'email' | 'password' | 'text' | 'tel' | 'textarea'
  autoComplete: string
  problem?: string
  hint?: string
  maxLength: number
  required?: boolean
}) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')
  const control = {
    id,
    name,
    autoComplete,
    required,
    maxLength,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {type === 'textarea' ? (
        <textarea rows={4} {...control} />
      ) : (
        <input type={type} {...control} />
      )}
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  )
}

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; title?: string; message: string }

/** The live status line and the error summary every partner form shows under its button. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status">
        {(outcome.kind === 'busy' || outcome.kind === 'done') && outcome.message}
      </div>
      <div role="alert" className="form-alert">
        {outcome.kind === 'failed' && (
          <>
            {outcome.title && <p className={styles.alertTitle}>{outcome.title}</p>}
            <p>{outcome.message}</p>
          </>
        )}
      </div>
    </>
  )
}

/** POSTs JSON; the answer's message, or null when the network or the server failed. */
export async function postJson(
  url: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; status: number; title?: string; message?: string } | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as { title?: string; message?: string }
    return { ok: response.ok, status: response.status, ...answer }
  } catch {
    return null
  }
}
