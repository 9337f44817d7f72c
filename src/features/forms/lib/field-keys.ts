/** Field names become form keys; `.` and brackets would make react-hook-form nest them. */
export const fieldKey = (name: string) => name.replace(/[.[\]]/g, '_')

/** A phone field's optional extension travels beside it. */
export const extensionKey = (name: string) => `${fieldKey(name)}-extension`

export const VALUE_LIMITS = {
  text: 1000,
  textarea: 5000,
  email: 254,
  phone: 30,
  extension: 10,
  number: 50,
} as const
