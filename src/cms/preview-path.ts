import type { Payload } from 'payload'
import { blogPath, brandPath, homePath, pagePath, productPath, recipePath } from '../routing/build'
import { REGIONS, getRegion, regionSupportsLocale, regionTag } from '../routing/regions'

interface SiteDoc {
  slug?: string | null
  path?: string | null
  sku?: string | null
  regionTags?: string[] | null
  _status?: string | null
}

export const PREVIEW_COLLECTIONS = ['pages', 'products', 'recipes', 'blogs'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** Collections whose documents have a page of their own: the admin links each to it. */
export const SITE_PAGE_COLLECTIONS = [...PREVIEW_COLLECTIONS, 'brands'] as const
export type SitePageCollection = (typeof SITE_PAGE_COLLECTIONS)[number]

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

export function isSitePageCollection(value: unknown): value is SitePageCollection {
  return typeof value === 'string' && (SITE_PAGE_COLLECTIONS as readonly string[]).includes(value)
}

const pageSlugs = (doc: SiteDoc): string[] =>
  (doc.path ?? doc.slug ?? '').split('/').filter(Boolean)

const findDoc = (payload: Payload, collection: SitePageCollection, id: string, draft: boolean) =>
  payload
    .findByID({ collection, id, draft, depth: 0, disableErrors: true, overrideAccess: true })
    .catch(() => null) as Promise<SiteDoc | null>

/** The doc's page in its first region, in `locale` if that region serves it. */
async function pathOf(
  payload: Payload,
  collection: SitePageCollection,
  id: string,
  doc: SiteDoc,
  locale: string,
  draft: boolean,
): Promise<string | null> {
  const region = getRegion(REGIONS.find((r) => doc.regionTags?.includes(regionTag(r.id)))?.id ?? '')
  const lang = regionSupportsLocale(region, locale) ? locale : region.defaultLocale
  if (collection === 'products') return doc.sku ? productPath(region.id, lang, doc.sku) : null
  if (collection === 'recipes') return doc.slug ? recipePath(region.id, lang, doc.slug) : null
  if (collection === 'blogs') return doc.slug ? blogPath(region.id, lang, doc.slug) : null
  if (collection === 'brands') return doc.slug ? brandPath(region.id, lang, doc.slug) : null
  const settings = await payload.find({
    collection: 'global-settings',
    where: { regionTags: { in: [regionTag(region.id)] } },
    limit: 1,
    depth: 0,
    draft,
    overrideAccess: true,
  })
  const homeId = (settings.docs[0] as { homePage?: number | null } | undefined)?.homePage
  return String(homeId) === String(id)
    ? homePath(region.id, lang)
    : pagePath(region.id, lang, pageSlugs(doc))
}

/** Where an editor lands to preview a draft: the doc's first region, in the admin's locale if served there. */
export async function previewPath(
  payload: Payload,
  collection: PreviewCollection,
  id: string,
  locale: string,
): Promise<string | null> {
  const doc = await findDoc(payload, collection, id, true)
  return doc ? pathOf(payload, collection, id, doc, locale, true) : null
}

/** The published doc's public page (as `previewPath` places it), or null while it is not published. */
export async function publishedPath(
  payload: Payload,
  collection: SitePageCollection,
  id: string,
  locale: string,
): Promise<string | null> {
  const doc = await findDoc(payload, collection, id, false)
  return doc?._status === 'published' ? pathOf(payload, collection, id, doc, locale, false) : null
}
