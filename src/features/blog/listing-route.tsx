import type { Metadata } from 'next'
import { withAlternates } from '@/components/layout/social-metadata'
import { REGION_IDS } from '@/routing/regions'
import type { Crumb } from '@/components/layout/breadcrumbs'
import {
  type BlogListingFilter,
  getBlogAuthor,
  getBlogCategory,
  listBlogs,
} from '@/content/blog-listings'
import type { ContentScope } from '@/content/scope'
import { type Translate, translator } from '@/i18n/translate'
import { homePath } from '@/routing/build'
import { BlogListingView } from './components/blog-listing-view'
import { blogIndexTitle } from './lib/index-title'
import { isFirstPlace, type ListingPlace, parseListingTail } from '@/lib/listing-place'
import { FOLLOW_ONLY } from '@/components/layout/robots'
import { type BlogListingOf, blogListingPath } from './lib/listing-path'
import { NotFoundPage } from '@/components/layout/not-found-page'

export interface BlogListingRequest {
  kind: BlogListingOf['kind']
  slug?: string
  tail: readonly string[]
}

interface ResolvedListing {
  of: BlogListingOf
  place: ListingPlace
  filter: BlogListingFilter
  title: string
  description: string | null
  trail: Crumb[]
}

async function resolveListing(
  scope: ContentScope,
  request: BlogListingRequest,
  t: Translate,
): Promise<ResolvedListing | null> {
  const place = parseListingTail(request.tail)
  if (!place) return null
  const indexTitle = blogIndexTitle(scope.regionId, t)
  const home = { title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }
  if (request.kind === 'all')
    return {
      of: { kind: 'all' },
      place,
      filter: { kind: 'all' },
      title: indexTitle,
      description: null,
      trail: [home],
    }
  const slug = request.slug ?? ''
  const taxon =
    request.kind === 'category'
      ? await getBlogCategory(scope, slug)
      : await getBlogAuthor(scope, slug)
  if (!taxon) return null
  const index = {
    title: indexTitle,
    href: blogListingPath(scope, { kind: 'all' }, { sort: 'newest', page: 1 }),
  }
  return {
    of: { kind: request.kind, slug: taxon.slug },
    place,
    filter: { kind: request.kind, id: taxon.id },
    title: request.kind === 'category' ? taxon.name : t('blog.authorTitle', { name: taxon.name }),
    description: taxon.description,
    trail: [home, index],
  }
}

export async function renderBlogListing(scope: ContentScope | null, request: BlogListingRequest) {
  if (!scope) return <NotFoundPage />
  const t = translator(scope.locale)
  const resolved = await resolveListing(scope, request, t)
  if (!resolved) return <NotFoundPage />
  const listing = await listBlogs(scope, resolved.filter, resolved.place.sort, resolved.place.page)
  if (resolved.place.page > Math.max(listing.totalPages, 1)) return <NotFoundPage />
  return <BlogListingView {...resolved} listing={listing} scope={scope} t={t} />
}

export async function blogListingMetadata(
  scope: ContentScope | null,
  request: BlogListingRequest,
): Promise<Metadata> {
  if (!scope) return {}
  const t = translator(scope.locale)
  const resolved = await resolveListing(scope, request, t)
  if (!resolved) return {}
  const { of, place, title, description } = resolved
  const canonical = blogListingPath(scope, of, place)
  const metadata: Metadata = {
    title: place.page > 1 ? t('shell.pageTitle', { title, page: place.page }) : title,
    description: description ?? undefined,
    alternates: { canonical },
    robots: isFirstPlace(place) ? undefined : FOLLOW_ONLY,
  }
  // Every region has the blog; a category or an author may not have a twin elsewhere.
  return withAlternates(metadata, canonical, of.kind === 'all' ? REGION_IDS : [])
}
