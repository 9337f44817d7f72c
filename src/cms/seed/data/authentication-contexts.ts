export interface SeedAuthenticationContext {
  internalTitle: string
  behavior: 'show'
  segments?: string[]
  zipCodes?: string[]
}

export const AUTHENTICATION_CONTEXTS: SeedAuthenticationContext[] = [
  // Segment names of the partner program's segment mappings (partner-program-settings.ts).
  { internalTitle: 'K-12 operators', behavior: 'show', segments: ['k-12'] },
  {
    internalTitle: 'Boston and New York ZIPs',
    behavior: 'show',
    zipCodes: ['02108', '02110', '10001'],
  },
]
