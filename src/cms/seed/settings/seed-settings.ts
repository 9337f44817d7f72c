import type { SeedContext } from '../context'
import { FACET_TEMPLATES } from '../data/facet-templates'
import { FEATURE_FLAGS } from '../data/feature-flags'
import { FORMS } from '../data/forms'
import { REDIRECTS } from '../data/redirects'
import { seedAuthenticationContexts } from './authentication-contexts'
import { seedDomainRedirects } from './domain-redirects'
import { seedEmailDomainBlocklist } from './email-domain-blocklist'
import { seedFacetTemplates } from './facet-templates'
import { seedFeatureFlags } from './feature-flags'
import { seedFormGroups } from './form-groups'
import { seedForms } from './forms'
import { seedPartnerProgramSettings } from './partner-program-settings'
import { seedProductFinders } from './product-finders'
import { seedRecentlyViewedSections } from './recently-viewed-sections'
import { seedRecipePageSettings } from './recipe-page-settings'
import { seedRedirects } from './redirects'
import { seedSampleBagSettings } from './sample-bag-settings'

/** Settings, forms and small lookup lists; settings that link to pages are seeded with the pages (site.ts). */
export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  await seedFeatureFlags(ctx)
  await seedEmailDomainBlocklist(ctx)
  const formGroups = await seedFormGroups(ctx)
  await seedForms(ctx, formGroups)
  await seedSampleBagSettings(ctx, formGroups.get('leads') ?? null)
  await seedFacetTemplates(ctx)
  await seedProductFinders(ctx)
  await seedPartnerProgramSettings(ctx)
  await seedRecipePageSettings(ctx)
  await seedRecentlyViewedSections(ctx)
  await seedAuthenticationContexts(ctx)
  await seedRedirects(ctx)
  await seedDomainRedirects(ctx)
  ctx.log(
    `site settings: ${FEATURE_FLAGS.length} feature flags, ${FORMS.length} forms, ` +
      `${FACET_TEMPLATES.length} facet templates, ${REDIRECTS.length} redirects`,
  )
}
