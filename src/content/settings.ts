import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { FeatureFlagsDocument, SiteSettingsDocument } from './generated/graphql'
import { toImage, type Image } from './images'
import { pageSlugs } from './links'
import { type ContentScope, scopeVariables } from './scope'

export interface SiteSettings {
  siteName: string
  partnerProgramName: string
  copyrightCompanyName: string
  contactPhoneNumber: string | null
  showFooterEmailSignupForm: boolean
  logo: Image | null
  homePageId: number | null
  productIndexPageId: number | null
  recipeIndexPageId: number | null
  findADistributorPageId: number | null
  findADistributorPath: string[] | null
  social: { network: 'facebook' | 'twitter' | 'instagram' | 'youtube'; url: string }[]
}

const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'youtube'] as const

export async function getSiteSettings(scope: ContentScope): Promise<SiteSettings | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, SiteSettingsDocument, vars, {
    tags: [...tagsFor('global-settings', vars.regionTag), collectionTag('pages')],
  })
  const doc = data.GlobalSettings?.docs[0]
  if (!doc) return null
  return {
    siteName: doc.siteName ?? '',
    partnerProgramName: doc.partnerProgramName ?? '',
    copyrightCompanyName: doc.copyrightCompanyName ?? '',
    contactPhoneNumber: doc.contactPhoneNumber ?? null,
    showFooterEmailSignupForm: doc.showFooterEmailSignupForm ?? false,
    logo: toImage(doc.logo),
    homePageId: doc.homePage?.id ?? null,
    productIndexPageId: doc.productIndexPage?.id ?? null,
    recipeIndexPageId: doc.recipePage?.id ?? null,
    findADistributorPageId: doc.findADistributorPage?.id ?? null,
    findADistributorPath: doc.findADistributorPage?.slug
      ? pageSlugs(doc.findADistributorPage)
      : null,
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = doc.social?.[network]
      return url && /^https:\/\//.test(url) ? [{ network, url }] : []
    }),
  }
}

export async function getFeatureFlags(scope: ContentScope): Promise<ReadonlyMap<string, boolean>> {
  const { regionTag } = scopeVariables(scope)
  const data = await runQuery(
    scope,
    FeatureFlagsDocument,
    { regionTag },
    { tags: tagsFor('feature-flags', regionTag) },
  )
  return new Map((data.FeatureFlags?.docs ?? []).map((flag) => [flag.flagId, flag.active === true]))
}

/** decisions.md: features are switched per region by flags named after them; a missing flag means on. */
export async function isFeatureOn(scope: ContentScope, flag: string): Promise<boolean> {
  return (await getFeatureFlags(scope)).get(flag) !== false
}
