import type { Payload } from 'payload'
import { blogPath, homePath, pagePath, productPath, recipePath } from '../routing/build'
import { REGIONS, getRegion, regionSupportsLocale, regionTag } from '../routing/regions'

interface PreviewDoc {
  slug?: string | null
  path?: string | null
  sku?: string | null
  regionTags?: string[] | null
}

export const PREVIEW_COLLECTIONS = ['pages', 'products', 'recipes', 'blogs'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

const pageSlugs = (doc: PreviewDoc): string[] =>
  (doc.path ?? doc.slug ?? '').split('/').filter(Boolean)

/** Where an editor lands to preview a draft: the doc's first region, in the admin's locale if served there. */
export async function previewPath(
  payload: Payload,
  collection: PreviewCollection,
  id: string,
  locale: string,
): Promise<string | null> {
  const doc = (await payload
    .findByID({ collection, id, draft: true, depth: 0, disableErrors: true, overrideAccess: true })
    .catch(() => null)) as PreviewDoc | null
  if (!doc) return null
  const region = getRegion(REGIONS.find((r) => doc.regionTags?.includes(regionTag(r.id)))?.id ?? '')
  const lang = regionSupportsLocale(region, locale) ? locale : region.defaultLocale
  if (collection === 'products') return doc.sku ? productPath(region.id, lang, doc.sku) : null
  if (collection === 'recipes') return doc.slug ? recipePath(region.id, lang, doc.slug) : null
  if (collection === 'blogs') return doc.slug ? blogPath(region.id, lang, doc.slug) : null
  const settings = await payload.find({
    collection: 'global-settings',
    where: { regionTags: { in: [regionTag(region.id)] } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  const homeId = (settings.docs[0] as { homePage?: number | null } | undefined)?.homePage
  return String(homeId) === String(id)
    ? homePath(region.id, lang)
    : pagePath(region.id, lang, pageSlugs(doc))
}
