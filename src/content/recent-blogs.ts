import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { blogPath } from '@/routing/build'
import { runQuery } from './client'
import { type BlogCardFieldsFragment, RecentBlogsDocument } from './generated/graphql'
import { type Image, toImage } from './images'
import { type ContentScope, regionWhere, scopeVariables } from './scope'

export const MAX_RECENT_BLOGS = 20

export interface RecentBlog {
  id: number
  title: string
  summary: string | null
  publishDisplayDate: string | null
  image: Image | null
  href: string
}

export interface RecentBlogsOptions {
  amount: number
  /** Empty means every category. */
  categoryIds: readonly number[]
}

export async function listRecentBlogs(
  scope: ContentScope,
  { amount, categoryIds }: RecentBlogsOptions,
): Promise<RecentBlog[]> {
  const { regionTag, locale } = scopeVariables(scope)
  const where =
    categoryIds.length > 0
      ? { ...regionWhere(scope), categories: { in: [...categoryIds] } }
      : regionWhere(scope)
  const limit = Math.min(Math.max(Math.trunc(amount) || 1, 1), MAX_RECENT_BLOGS)
  const tags = [...tagsFor('blogs', regionTag), collectionTag('media')]
  const data = await runQuery(scope, RecentBlogsDocument, { where, limit, locale }, { tags })
  return (data.Blogs?.docs ?? []).flatMap((doc) => toRecentBlog(scope, doc) ?? [])
}

export function toRecentBlog(scope: ContentScope, doc: BlogCardFieldsFragment): RecentBlog | null {
  if (!doc.slug || !doc.title) return null
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary ?? null,
    publishDisplayDate: doc.publishDisplayDate ?? null,
    image: toImage(doc.featuredImage),
    href: blogPath(scope.regionId, scope.locale, doc.slug),
  }
}
