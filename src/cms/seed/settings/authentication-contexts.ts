import { createPlain, type SeedContext } from '../context'
import { AUTHENTICATION_CONTEXTS } from '../data/authentication-contexts'

export async function seedAuthenticationContexts(ctx: SeedContext): Promise<void> {
  for (const context of AUTHENTICATION_CONTEXTS) {
    await createPlain(ctx, 'authentication-contexts', { ...context })
  }
}
