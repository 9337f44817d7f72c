import { isRecord } from '@/lib/is-record'
import type { BagMessageKey } from './client-messages'

export type SubmitResult =
  | { kind: 'placed'; reference: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed'; status: number }

function stringsOf(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

export async function submitOrder(order: Record<string, unknown>): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch('/api/sample-bag/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
    })
  } catch {
    return { kind: 'failed', status: 0 }
  }
  const body: unknown = await response.json().catch(() => null)
  if (
    (response.status === 200 || response.status === 201) &&
    isRecord(body) &&
    typeof body.reference === 'string'
  ) {
    return { kind: 'placed', reference: body.reference }
  }
  if (response.status === 422 && isRecord(body) && isRecord(body.errors))
    return { kind: 'invalid', errors: stringsOf(body.errors) }
  return { kind: 'failed', status: response.status }
}

export function failureMessageKey(status: number): BagMessageKey {
  if (status === 413) return 'sampleOrder.tooLarge'
  if (status === 429) return 'sampleOrder.rateLimited'
  if (status === 400) return 'sampleOrder.badRequest'
  return 'sampleOrder.unavailable'
}
