import { collectionTag } from '@/lib/cache-tags'
import { runQuery } from './client'
import { SiteSearchDocument, SiteSearchTab } from './generated/graphql'
import { type IndexCard, toIndexCard } from './index-hit'
import { LINK_TARGET_TAGS } from './links'
import type { ContentScope } from './scope'
import type { SearchKind, SearchTab } from './search-tabs'

export interface SearchResult extends IndexCard {
  kind: SearchKind
}

export interface SearchPage {
  query: string
  tab: SearchTab
  page: number
  pageCount: number
  /** Per tab; `all` is their sum. */
  counts: Record<SearchTab, number>
  results: SearchResult[]
}

/** One page of the public search index; the index changes with every publish, so do these tags. */
export async function searchSite(
  scope: ContentScope,
  request: { query: string; tab: SearchTab; page: number },
): Promise<SearchPage> {
  const data = await runQuery(
    scope,
    SiteSearchDocument,
    {
      query: request.query,
      region: scope.regionId,
      locale: scope.locale,
      tab: request.tab as SiteSearchTab,
      page: request.page,
    },
    { tags: [...LINK_TARGET_TAGS, collectionTag('media')] },
  )
  const { counts, hits, page, pageCount } = data.SiteSearch
  const { products, recipes, brands, pages, blogs, other } = counts
  return {
    query: request.query,
    tab: request.tab,
    page,
    pageCount,
    counts: {
      all: products + recipes + brands + pages + blogs + other,
      products,
      recipes,
      brands,
      pages,
      blogs,
      other,
    },
    results: hits.flatMap((hit) => (toIndexCard(scope, hit) as SearchResult | null) ?? []),
  }
}
