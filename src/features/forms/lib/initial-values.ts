import type { FormField } from '@/content/forms'
import { extensionKey, fieldKey } from './field-keys'

type Initial = string | boolean | string[]

/** The CMS defaults, or what the visitor posted without JavaScript when the page comes back. */
export function initialValues(
  fields: readonly FormField[],
  posted: Record<string, string | string[]> | undefined,
): Record<string, Initial> {
  const values: Record<string, Initial> = {}
  for (const field of fields) {
    const key = fieldKey(field.name)
    const sent = posted?.[key]
    const list = sent === undefined ? [] : Array.isArray(sent) ? sent : [sent]
    if (field.type === 'checkbox')
      values[key] = posted
        ? list
        : field.defaultValue
          ? field.defaultValue.split(',').map((v) => v.trim())
          : []
    else if (field.type === 'single-checkbox')
      values[key] = posted ? list.length > 0 : field.defaultValue === 'true'
    else if (field.type === 'honeypot') values[key] = ''
    else values[key] = posted ? (list[0] ?? '') : field.defaultValue
    if (field.type === 'phone') {
      const extension = posted?.[extensionKey(field.name)]
      values[extensionKey(field.name)] = typeof extension === 'string' ? extension : ''
    }
  }
  return values
}
