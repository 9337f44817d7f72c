import { createPlain, type SeedContext, tagsOf } from '../context'
import { REDIRECTS } from '../data/redirects'

export async function seedRedirects(ctx: SeedContext): Promise<void> {
  for (const { regions, ...redirect } of REDIRECTS) {
    await createPlain(ctx, 'redirects', { ...redirect, regionTags: tagsOf(regions) })
  }
}
