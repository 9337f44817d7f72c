import type { CountryCode } from 'libphonenumber-js/min'

/** Numbers typed without a country code are read as this country's; regions of several need one. */
const REGION_COUNTRY: Record<string, CountryCode> = {
  us: 'US',
  mexico: 'MX',
  korea: 'KR',
  japan: 'JP',
  cl: 'CL',
  china: 'CN',
  cambodia: 'KH',
  indonesia: 'ID',
  malaysia: 'MY',
  myanmar: 'MM',
  philippines: 'PH',
  singapore: 'SG',
  thailand: 'TH',
  vietnam: 'VN',
  india: 'IN',
  au: 'AU',
  nz: 'NZ',
  ar: 'AR',
  bo: 'BO',
  py: 'PY',
  co: 'CO',
  uy: 'UY',
  br: 'BR',
}

export function phoneCountry(regionId: string): CountryCode | undefined {
  return REGION_COUNTRY[regionId]
}
