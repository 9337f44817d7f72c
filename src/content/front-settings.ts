import { bareHostname } from '@/lib/bare-hostname'
import { collectionTag } from '@/lib/cache-tags'
import { isSameSitePath } from '@/routing/redirects'
import { REGION_IDS, regionTag } from '@/routing/regions'
import { runQuery } from './client'
import { DomainRedirectsDocument, MetaPixelsDocument } from './generated/graphql'
import { metaPixelId } from './meta-pixel-id'

const PUBLISHED = { previewToken: null, partnerToken: null }

export interface DomainRedirect {
  domain: string
  targetPath: string
}

export async function getDomainRedirects(): Promise<DomainRedirect[]> {
  const data = await runQuery(
    PUBLISHED,
    DomainRedirectsDocument,
    {},
    { tags: [collectionTag('domain-redirects')] },
  )
  return (data.DomainRedirects?.docs ?? []).flatMap((doc) => {
    // Checked again here: rows saved before the collection validated them may hold anything.
    const domain = bareHostname(doc.domain)
    const targetPath = doc.targetPath?.trim() ?? ''
    return domain && isSameSitePath(targetPath) ? [{ domain, targetPath }] : []
  })
}

/**
 * The regions whose settings name a pixel. Each region reads its newest settings document, as the
 * pages do (content/settings.ts), so the two agree on which one applies.
 */
export async function getMetaPixelRegions(): Promise<string[]> {
  const data = await runQuery(
    PUBLISHED,
    MetaPixelsDocument,
    {},
    { tags: [collectionTag('global-settings')] },
  )
  const docs = data.GlobalSettings?.docs ?? []
  return REGION_IDS.filter((regionId) => {
    const newest = docs.find((doc) => doc.regionTags?.some((tag) => tag === regionTag(regionId)))
    return metaPixelId(newest?.metaPixelCode) !== null
  })
}
