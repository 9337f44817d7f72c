import type { CountryCode } from 'libphonenumber-js/min'

export interface CountryOption {
  code: CountryCode
  name: string
}

/** Samples ship inside the region that offers them; a region of several countries lists each. */
const REGION_COUNTRIES: Record<string, readonly CountryCode[]> = {
  us: ['US'],
  mexico: ['MX'],
  korea: ['KR'],
  japan: ['JP'],
  cl: ['CL'],
  china: ['CN'],
  sea: ['KH', 'ID', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN'],
  cambodia: ['KH'],
  indonesia: ['ID'],
  malaysia: ['MY'],
  myanmar: ['MM'],
  philippines: ['PH'],
  singapore: ['SG'],
  thailand: ['TH'],
  vietnam: ['VN'],
  india: ['IN'],
  au: ['AU'],
  nz: ['NZ'],
  latam: ['AR', 'BR', 'BO', 'PY', 'CO', 'CL', 'UY'],
  ar: ['AR'],
  bo: ['BO'],
  py: ['PY'],
  co: ['CO'],
  uy: ['UY'],
  br: ['BR'],
}

export function shippingCountries(regionId: string): readonly CountryCode[] {
  return REGION_COUNTRIES[regionId] ?? []
}
