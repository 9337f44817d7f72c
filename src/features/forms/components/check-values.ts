import type { CountryCode } from 'libphonenumber-js/min'
import type { FormField } from '@/content/forms'

/**
 * The shared schema's first problem per field, or null when the answers pass. The schema (zod,
 * libphonenumber) loads on the first submit, not with the page.
 */
export async function checkValues(
  fields: readonly FormField[],
  country: CountryCode | undefined,
  values: Record<string, string | string[]>,
): Promise<Record<string, string> | null> {
  const { firstErrors, leadFormSchema } = await import('../lib/form-schema')
  const parsed = leadFormSchema(fields, country).safeParse(values)
  return parsed.success ? null : firstErrors(parsed.error)
}
