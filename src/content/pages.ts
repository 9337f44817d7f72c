import { regionsTagged } from '@/routing/alternates'
import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { type PageFieldsFragment, PageByIdDocument, PagesBySlugDocument } from './generated/graphql'
import { pageChain, slugChain } from './links'
import { type ContentScope, scopeVariables } from './scope'

export type PageBlock = NonNullable<PageFieldsFragment['components']>[number]
export type MarqueeBlock = NonNullable<PageFieldsFragment['headerMarquee']>[number]

export interface PageView {
  id: number
  title: string
  path: string[]
  ancestorTitles: string[]
  authentication: 'any' | 'signedIn' | 'signedOut'
  showBreadcrumbs: boolean
  breadcrumbTitle: string | null
  metadata: NonNullable<PageFieldsFragment['pageMetadata']> | null
  marquee: MarqueeBlock | null
  marqueeStyle: PageFieldsFragment['headerMarqueeStyle']
  searchBarLocation: SearchBarLocation
  blocks: PageBlock[]
  /** The CMS withheld the body from this reader: the page is for another audience. */
  withheld: boolean
  /** No sign-in asked and no context: every reader gets the same body. */
  sameForEveryone: boolean
  /** The regions the page is published in. */
  regionIds: string[]
}

export type SearchBarLocation = 'none' | 'header' | 'marquee' | 'body'
const SEARCH_BAR_LOCATIONS: readonly string[] = ['header', 'marquee', 'body']

const searchBarLocation = (value: string | null | undefined): SearchBarLocation =>
  SEARCH_BAR_LOCATIONS.includes(value ?? '') ? (value as SearchBarLocation) : 'none'

function toPageView(doc: PageFieldsFragment): PageView {
  return {
    id: doc.id,
    title: doc.title ?? '',
    path: doc.path ? doc.path.split('/') : [...slugChain(doc.parentPage), doc.slug ?? ''],
    ancestorTitles: pageChain(doc.parentPage).map((node) => node.title),
    authentication:
      doc.authentication === 'signedIn' || doc.authentication === 'signedOut'
        ? doc.authentication
        : 'any',
    showBreadcrumbs: doc.showBreadcrumbs ?? false,
    breadcrumbTitle: doc.breadcrumbTitle ?? null,
    metadata: doc.pageMetadata ?? null,
    marquee: doc.headerMarquee?.[0] ?? null,
    marqueeStyle: doc.headerMarqueeStyle,
    searchBarLocation: searchBarLocation(doc.searchBarLocation),
    blocks: doc.components ?? [],
    withheld: doc.bodyReadable === false,
    sameForEveryone: doc.bodyForEveryone === true,
    regionIds: regionsTagged(doc.regionTags),
  }
}

/**
 * A signed-in partner first gets the copy everyone shares (cached); only a page whose body
 * depends on the reader is read again with their token.
 */
async function readPage<TData>(
  scope: ContentScope,
  read: (gated: boolean) => Promise<TData>,
  pageOf: (data: TData) => PageView | null,
): Promise<PageView | null> {
  const shared = pageOf(await read(false))
  if (!scope.partnerToken || !shared || shared.sameForEveryone) return shared
  return pageOf(await read(true))
}

/** Pages link to each other through their parents, so any page change can move a URL. */
function pageTags(regionTag: string): string[] {
  // Whether a reader gets the body is the page's authentication context's to say too.
  return [
    ...tagsFor('pages', regionTag),
    ...['media', 'authentication-contexts'].map(collectionTag),
  ]
}

export async function getPageById(scope: ContentScope, id: number): Promise<PageView | null> {
  const vars = scopeVariables(scope)
  return readPage(
    scope,
    (gated) =>
      runQuery(scope, PageByIdDocument, { ...vars, id }, { tags: pageTags(vars.regionTag), gated }),
    (data) => {
      const doc = data.Pages?.docs[0]
      return doc ? toPageView(doc) : null
    },
  )
}

export async function getPageByPath(
  scope: ContentScope,
  path: readonly string[],
): Promise<PageView | null> {
  const slug = path.at(-1)
  if (!slug) return null
  const vars = scopeVariables(scope)
  const wanted = path.join('/')
  return readPage(
    scope,
    (gated) =>
      runQuery(
        scope,
        PagesBySlugDocument,
        { ...vars, slug },
        { tags: pageTags(vars.regionTag), gated },
      ),
    (data) => {
      const doc = data.Pages?.docs.find(
        (candidate) => toPageView(candidate).path.join('/') === wanted,
      )
      return doc ? toPageView(doc) : null
    },
  )
}
