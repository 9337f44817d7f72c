import type { Field } from 'payload'

export const FORWARD_STATUSES = ['pending', 'forwarded', 'failed', 'notConfigured'] as const
export type ForwardStatus = (typeof FORWARD_STATUSES)[number]

const readOnlySidebar = { readOnly: true, position: 'sidebar' } as const

/** The outbox state of a stored record: the worker claims it with a lease and marks the outcome. */
export const forwardingFields: Field[] = [
  {
    name: 'forwardStatus',
    type: 'select',
    required: true,
    defaultValue: 'pending',
    index: true,
    options: [...FORWARD_STATUSES],
    admin: readOnlySidebar,
  },
  {
    name: 'forwardAttempts',
    type: 'number',
    required: true,
    defaultValue: 0,
    admin: readOnlySidebar,
  },
  { name: 'forwardLastError', type: 'text', admin: readOnlySidebar },
  {
    name: 'forwardNextAttemptAt',
    type: 'date',
    index: true,
    admin: { ...readOnlySidebar, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'forwardedAt',
    type: 'date',
    admin: { ...readOnlySidebar, date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'forwardLeaseUntil', type: 'date', admin: { hidden: true } },
]

/** A new record: due for forwarding at once. */
export function pendingForwarding(now = new Date()) {
  return {
    forwardStatus: 'pending' as ForwardStatus,
    forwardAttempts: 0,
    forwardNextAttemptAt: now.toISOString(),
  }
}
