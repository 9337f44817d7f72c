import 'server-only'
import {
  type ChunkedKind,
  countSitemapDocuments,
  SITEMAP_CHUNK,
  type SitemapDocument,
  sitemapDocuments,
  sitemapListings,
} from '@/content/sitemap'
import type { ContentScope } from '@/content/scope'
import { siteUrl } from '@/lib/site-origin'
import { languageAlternates } from '@/routing/alternates'
import {
  blogIndexPath,
  brandIndexPath,
  homePath,
  productIndexPath,
  recipeIndexPath,
} from '@/routing/build'
import { REGION_IDS } from '@/routing/regions'
import type { SitemapUrl } from './lib/sitemap-xml'

const CHUNKED: readonly ChunkedKind[] = ['pages', 'products', 'recipes', 'posts']

/** File 1 holds the home, the indexes and the listings; then each kind takes a file per chunk. */
export type SitemapFile = { kind: 'listings' } | { kind: ChunkedKind; chunk: number }

export async function sitemapFiles(scope: ContentScope): Promise<SitemapFile[]> {
  const counts = await Promise.all(CHUNKED.map((kind) => countSitemapDocuments(scope, kind)))
  const files: SitemapFile[] = [{ kind: 'listings' }]
  CHUNKED.forEach((kind, index) => {
    const chunks = Math.ceil((counts[index] ?? 0) / SITEMAP_CHUNK)
    for (let chunk = 1; chunk <= chunks; chunk++) files.push({ kind, chunk })
  })
  return files
}

async function documentsOf(scope: ContentScope, file: SitemapFile): Promise<SitemapDocument[]> {
  if (file.kind !== 'listings') return sitemapDocuments(scope, file.kind, file.chunk)
  const { regionId, locale } = scope
  // Every region has these, so each names all the others, as the pages themselves do.
  const everywhere = [
    homePath(regionId, locale),
    productIndexPath(regionId, locale),
    recipeIndexPath(regionId, locale),
    blogIndexPath(regionId, locale),
    brandIndexPath(regionId, locale),
  ].map((path) => ({ path, updatedAt: null, regionIds: [...REGION_IDS] }))
  return [...everywhere, ...(await sitemapListings(scope))]
}

const absolute = (paths: Record<string, string>) =>
  Object.fromEntries(Object.entries(paths).map(([code, path]) => [code, siteUrl(path)]))

/** The file's URLs, each once, with the same alternates its page names. */
export async function sitemapUrls(scope: ContentScope, file: SitemapFile): Promise<SitemapUrl[]> {
  const seen = new Set<string>()
  return (await documentsOf(scope, file)).flatMap((doc) => {
    if (seen.has(doc.path)) return []
    seen.add(doc.path)
    const alternates = doc.regionIds.length > 0 ? languageAlternates(doc.path, doc.regionIds) : null
    return [
      {
        loc: siteUrl(doc.path),
        lastmod: doc.updatedAt,
        alternates: alternates ? absolute(alternates.languages) : undefined,
      },
    ]
  })
}
