import { createPlain, type SeedContext, tagsOf } from '../context'
import { FEATURE_FLAGS } from '../data/feature-flags'

export async function seedFeatureFlags(ctx: SeedContext): Promise<void> {
  for (const { flagId, active, regions } of FEATURE_FLAGS) {
    await createPlain(ctx, 'feature-flags', { flagId, active, regionTags: tagsOf(regions) })
  }
}
