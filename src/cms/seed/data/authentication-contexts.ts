export interface SeedAuthenticationContext {
  internalTitle: string
  behavior: 'show'
  segments?: string[]
  zipCodes?: string[]
}

export const AUTHENTICATION_CONTEXTS: SeedAuthenticationContext[] = [
  { internalTitle: 'K-12 operators', behavior: 'show', segments: ['K-12'] },
  { internalTitle: 'Northeast ZIPs', behavior: 'show', zipCodes: ['02108', '10001'] },
]
