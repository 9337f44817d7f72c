import { type RegionScope, US_ONLY } from './region-scopes'

export interface SeedRedirect {
  from: string
  to: string
  locale?: string
  permanent: boolean
  regions: RegionScope
}

export const REDIRECTS: SeedRedirect[] = [
  { from: '/old-fries', to: '/products', permanent: true, regions: US_ONLY },
  { from: '/promo', to: '/about-us', permanent: false, regions: US_ONLY },
  { from: '/recipe-ideas', to: '/recipes', permanent: true, regions: US_ONLY },
  {
    from: '/mexico/promocion',
    to: '/mexico/about-us',
    locale: 'es',
    permanent: false,
    regions: ['mexico'],
  },
]
