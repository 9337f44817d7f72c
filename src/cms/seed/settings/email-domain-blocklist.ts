import { createPlain, type SeedContext } from '../context'
import { BLOCKED_EMAIL_DOMAINS } from '../data/email-domain-blocklist'

export async function seedEmailDomainBlocklist(ctx: SeedContext): Promise<void> {
  for (const domain of BLOCKED_EMAIL_DOMAINS) {
    await createPlain(ctx, 'email-domain-blocklist', { domain })
  }
}
