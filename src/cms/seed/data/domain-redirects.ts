export interface SeedDomainRedirect {
  domain: string
  targetPath: string
}

export const DOMAIN_REDIRECTS: SeedDomainRedirect[] = [
  { domain: 'terrafield.example', targetPath: '/' },
]
