import type { Field } from 'payload'

export const AUTHENTICATION_OPTIONS = [
  { label: 'Everyone', value: 'any' },
  { label: 'Signed-in partners only', value: 'signedIn' },
  { label: 'Signed-out visitors only', value: 'signedOut' },
]

export const authenticationField: Field = {
  name: 'authentication',
  type: 'select',
  defaultValue: 'any',
  options: AUTHENTICATION_OPTIONS,
}
