import type { CountryCode } from 'libphonenumber-js/min'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { FormField } from '@/content/forms'

/** The schema (zod, libphonenumber) loads on the first check, not with the page. */
export function lazyResolver(
  fields: readonly FormField[],
  country: CountryCode | undefined,
): Resolver<FieldValues> {
  let loaded: Promise<Resolver<FieldValues>> | undefined
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), import('../lib/form-schema')]).then(
      ([{ zodResolver }, { leadFormSchema }]) =>
        zodResolver(leadFormSchema(fields, country) as never) as unknown as Resolver<FieldValues>,
    ))
  return async (values, context, options) => (await load())(values, context, options)
}
