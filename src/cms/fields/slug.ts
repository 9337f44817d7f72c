import type { Field } from 'payload'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function validateSlug(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'This field is required'
  if (value.length > 120) return 'A slug has at most 120 characters'
  return SLUG_PATTERN.test(value) || 'Use lower-case letters, digits and single hyphens'
}

export function slugField(options: { localized?: boolean; unique?: boolean } = {}): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    unique: options.unique ?? false,
    localized: options.localized ?? false,
    validate: validateSlug,
    admin: { position: 'sidebar' },
  }
}
