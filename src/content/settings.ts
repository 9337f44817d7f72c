import { cache } from 'react'
import { collectionTag, tagsFor } from '@/lib/cache-tags'
import type { FeatureFlagId } from '@/lib/feature-flags'
import { runQuery } from './client'
import {
  type FeatureFlag_RegionTags_Input,
  FeatureFlagsDocument,
  SiteSettingsDocument,
} from './generated/graphql'
import { regionTag } from '@/routing/regions'
import { toImage, type Image } from './images'
import { pageSlugs, ROUTE_FEATURES } from './links'
import { metaPixelId } from './meta-pixel-id'
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
  metaPixelId: string | null
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
    metaPixelId: metaPixelId(doc.metaPixelCode),
  }
}

/**
 * Several flags of one name may cover a region (one for every region, one for a few): any that
 * is off turns the feature off there, so the outcome never depends on the order of the rows.
 */
export function flagStates(
  flags: readonly { flagId: string; active?: boolean | null }[],
): ReadonlyMap<string, boolean> {
  const states = new Map<string, boolean>()
  for (const { flagId, active } of flags)
    states.set(flagId, states.get(flagId) !== false && active === true)
  return states
}

/** Once per render: every card, action and block of a page asks, and the answer is the same. */
const featureFlagsOf = cache(
  async (
    regionId: string,
    previewToken: string | null,
    partnerToken: string | null | undefined,
  ): Promise<ReadonlyMap<string, boolean>> => {
    const tag = regionTag(regionId) as FeatureFlag_RegionTags_Input
    const data = await runQuery(
      { previewToken, partnerToken },
      FeatureFlagsDocument,
      { regionTag: tag },
      { tags: tagsFor('feature-flags', tag) },
    )
    return flagStates(data.FeatureFlags?.docs ?? [])
  },
)

export function getFeatureFlags(
  scope: Pick<ContentScope, 'regionId' | 'previewToken' | 'partnerToken'>,
): Promise<ReadonlyMap<string, boolean>> {
  return featureFlagsOf(scope.regionId, scope.previewToken, scope.partnerToken)
}

/** The site routes (links.ts) of the features switched off in the scope's region. */
export async function routesOffIn(
  scope: Pick<ContentScope, 'regionId' | 'previewToken' | 'partnerToken'>,
): Promise<string[]> {
  const flags = await getFeatureFlags(scope)
  return Object.entries(ROUTE_FEATURES)
    .filter(([, flag]) => flags.get(flag) === false)
    .map(([route]) => route)
}

/** decisions.md: features are switched per region by flags named after them; a missing flag means on. */
export async function isFeatureOn(
  scope: Pick<ContentScope, 'regionId' | 'previewToken' | 'partnerToken'>,
  flag: FeatureFlagId,
): Promise<boolean> {
  return (await getFeatureFlags(scope)).get(flag) !== false
}
