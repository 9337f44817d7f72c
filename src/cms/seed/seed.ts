import { seedBlogs } from './blogs'
import { seedCatalogue } from './catalogue'
import type { SeedContext } from './context'
import { seedDemoEditor } from './demo-accounts'
import { seedDirectory } from './directory'
import { seedLargeCatalogue } from './large-catalogue'
import { seedProductLinks } from './product-links'
import { seedRecipes } from './recipes'
import { indexSearchIfNeeded } from './search-index'
import { seedSite } from './site'
import { seedSiteSettings } from './settings/seed-settings'

export interface SeedOptions {
  /** Generated products to top the catalogue up to (0: none). */
  largeCatalogue: number
}

// Global settings are written last, so content without them is a seed that failed half-way: it is
// reported, not patched over.
async function seedState(ctx: SeedContext): Promise<'empty' | 'complete' | 'partial'> {
  const count = async (collection: 'global-settings' | 'products') =>
    (await ctx.payload.count({ collection, overrideAccess: true })).totalDocs
  if ((await count('global-settings')) > 0) return 'complete'
  return (await count('products')) > 0 ? 'partial' : 'empty'
}

export async function seedDemo(ctx: SeedContext, options: SeedOptions): Promise<void> {
  await seedDemoEditor(ctx)
  const state = await seedState(ctx)
  if (state === 'partial') {
    throw new Error(
      'The database holds part of an earlier, failed seed. Remove it (data/) and start again.',
    )
  }
  if (state === 'empty') {
    const started = Date.now()
    const catalogue = await seedCatalogue(ctx)
    await seedRecipes(ctx, catalogue)
    await seedProductLinks(ctx, catalogue, await seedBlogs(ctx))
    await seedSiteSettings(ctx)
    await seedDirectory(ctx)
    await seedSite(ctx)
    ctx.log(`demo content ready in ${Math.round((Date.now() - started) / 1000)} s`)
  } else {
    ctx.log('demo content already present')
  }
  const added =
    options.largeCatalogue > 0 && (await seedLargeCatalogue(ctx, options.largeCatalogue))
  await indexSearchIfNeeded(ctx, state === 'empty' || added)
}
