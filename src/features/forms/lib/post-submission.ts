import { isRecord } from '@/lib/is-record'

export type PostResult =
  | { kind: 'accepted'; reference: string }
  | {
      kind: 'refused'
      status: number
      message: string | null
      errors: Record<string, string>
      captcha: boolean
    }

const strings = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {}

export async function postSubmission(body: Record<string, unknown>): Promise<PostResult> {
  let response: Response
  try {
    response = await fetch('/api/forms/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'refused', status: 0, message: null, errors: {}, captcha: false }
  }
  const answer: unknown = await response.json().catch(() => null)
  if (
    (response.status === 200 || response.status === 201) &&
    isRecord(answer) &&
    typeof answer.reference === 'string'
  )
    return { kind: 'accepted', reference: answer.reference }
  const record = isRecord(answer) ? answer : {}
  return {
    kind: 'refused',
    status: response.status,
    message: typeof record.message === 'string' ? record.message : null,
    errors: strings(record.errors),
    captcha: typeof record.captcha === 'string',
  }
}

/** Fetched when the visitor first works with the form, so a cached page never carries one. */
export async function fetchToken(formId: number): Promise<string | null> {
  try {
    const response = await fetch(`/api/forms/token?form=${formId}`, { cache: 'no-store' })
    const body: unknown = await response.json()
    return isRecord(body) && typeof body.token === 'string' ? body.token : null
  } catch {
    return null
  }
}
