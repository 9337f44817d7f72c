import type { TextField, TextFieldSingleValidation } from 'payload'

/** Lowercase words joined by hyphens: safe as an HTML id and as a URL fragment without escaping. */
export const ANCHOR_ID_PATTERN = /^[a-z][a-z0-9-]*$/

export function anchorIdError(value: string | null | undefined, required = false): string | true {
  if (!value) return required ? 'An anchor id is required.' : true
  return ANCHOR_ID_PATTERN.test(value)
    ? true
    : 'Use lowercase letters, digits and hyphens, starting with a letter.'
}

const validateOptional: TextFieldSingleValidation = (value) => anchorIdError(value)
const validateRequired: TextFieldSingleValidation = (value) => anchorIdError(value, true)

export const anchorIdField: TextField = {
  name: 'anchorId',
  type: 'text',
  validate: validateOptional,
  admin: { description: 'Optional id for in-page navigation links, e.g. "our-products".' },
}

export const requiredAnchorIdField: TextField = {
  ...anchorIdField,
  required: true,
  validate: validateRequired,
  admin: { description: 'The anchor id of a block on this page.' },
}
