import { createPlain, type SeedContext } from '../context'
import { DOMAIN_REDIRECTS } from '../data/domain-redirects'

export async function seedDomainRedirects(ctx: SeedContext): Promise<void> {
  for (const redirect of DOMAIN_REDIRECTS) {
    await createPlain(ctx, 'domain-redirects', { ...redirect })
  }
}
