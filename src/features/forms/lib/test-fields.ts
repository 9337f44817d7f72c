import type { FormField, FormFieldType } from '@/content/forms'

/** A field as the content read gives it, for tests. */
export function testField(type: FormFieldType, overrides: Partial<FormField> = {}): FormField {
  return {
    name: type,
    label: type,
    prospectApiFieldId: null,
    type,
    width: 'full',
    required: false,
    errorMessage: null,
    defaultValue: '',
    options: [],
    ...overrides,
  }
}

export const OPTIONS = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
]
