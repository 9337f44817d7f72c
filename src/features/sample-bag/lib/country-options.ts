import { regionNames } from '@/i18n/format'
import type { Locale } from '@/routing/locales'
import { type CountryOption, shippingCountries } from './shipping-countries'

export function countryOptions(regionId: string, locale: Locale): CountryOption[] {
  const names = regionNames(locale)
  return shippingCountries(regionId).map((code) => ({ code, name: names.of(code) ?? code }))
}
