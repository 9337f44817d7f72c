import { collectionTag, tagsFor } from '@/lib/cache-tags'
import type { ListingSort } from '@/lib/listing-place'
import { runQuery } from './client'
import {
  BlogAuthorBySlugDocument,
  BlogCategoryBySlugDocument,
  BlogListingDocument,
  type Blog_Where,
} from './generated/graphql'
import { type RecentBlog, toRecentBlog } from './recent-blogs'
import { type ContentScope, regionWhere, scopeVariables } from './scope'

export const BLOGS_PER_PAGE = 12
export const MAX_RELATED_BLOGS = 3

/** The CMS slug rule: anything else is never sent to the CMS. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const isBlogSlug = (value: string) => value.length <= 120 && SLUG.test(value)

export type BlogCard = RecentBlog

export interface BlogListing {
  posts: BlogCard[]
  page: number
  totalPages: number
  totalPosts: number
}

export type BlogListingFilter =
  { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'author'; id: number }

export interface BlogTaxon {
  id: number
  name: string
  slug: string
  description: string | null
}

export const blogTags = (scope: ContentScope, ...collections: string[]) => {
  const { regionTag } = scopeVariables(scope)
  return [
    ...tagsFor('blogs', regionTag),
    collectionTag('media'),
    ...collections.flatMap((c) => tagsFor(c, regionTag)),
  ]
}

export const toBlogCard = toRecentBlog

function filterWhere(scope: ContentScope, filter: BlogListingFilter): Blog_Where {
  if (filter.kind === 'category') return { ...regionWhere(scope), categories: { in: [filter.id] } }
  if (filter.kind === 'author') return { ...regionWhere(scope), author: { equals: filter.id } }
  return regionWhere(scope)
}

export async function queryListing(
  scope: ContentScope,
  where: Blog_Where,
  sort: ListingSort,
  page: number,
  limit: number,
  tags: string[],
): Promise<BlogListing> {
  const { locale } = scopeVariables(scope)
  const variables = {
    where,
    sort: sort === 'oldest' ? 'publishDisplayDate' : '-publishDisplayDate',
    page,
    limit,
    locale,
  }
  const result = (await runQuery(scope, BlogListingDocument, variables, { tags })).Blogs
  return {
    posts: (result?.docs ?? []).flatMap((doc) => toBlogCard(scope, doc) ?? []),
    page: result?.page ?? page,
    totalPages: result?.totalPages ?? 0,
    totalPosts: result?.totalDocs ?? 0,
  }
}

export function listBlogs(
  scope: ContentScope,
  filter: BlogListingFilter,
  sort: ListingSort,
  page: number,
): Promise<BlogListing> {
  return queryListing(
    scope,
    filterWhere(scope, filter),
    sort,
    page,
    BLOGS_PER_PAGE,
    blogTags(scope),
  )
}

export async function listRelatedBlogs(
  scope: ContentScope,
  post: { id: number; categories: readonly { id: number }[] },
): Promise<BlogCard[]> {
  if (post.categories.length === 0) return []
  const where: Blog_Where = {
    ...regionWhere(scope),
    categories: { in: post.categories.map((c) => c.id) },
    id: { not_equals: post.id },
  }
  return (await queryListing(scope, where, 'newest', 1, MAX_RELATED_BLOGS, blogTags(scope))).posts
}

export async function getBlogCategory(
  scope: ContentScope,
  slug: string,
): Promise<BlogTaxon | null> {
  if (!isBlogSlug(slug)) return null
  const vars = { ...scopeVariables(scope), slug }
  const doc = (
    await runQuery(scope, BlogCategoryBySlugDocument, vars, {
      tags: tagsFor('blog-categories', vars.regionTag),
    })
  ).BlogCategories?.docs[0]
  return doc?.name && doc.slug
    ? { id: doc.id, name: doc.name, slug: doc.slug, description: doc.description ?? null }
    : null
}

/** Authors are shared by every region; their listing shows only the region's posts. */
export async function getBlogAuthor(scope: ContentScope, slug: string): Promise<BlogTaxon | null> {
  if (!isBlogSlug(slug)) return null
  const { locale } = scopeVariables(scope)
  const doc = (
    await runQuery(
      scope,
      BlogAuthorBySlugDocument,
      { locale, slug },
      { tags: [collectionTag('authors')] },
    )
  ).Authors?.docs[0]
  return doc?.name && doc.slug
    ? { id: doc.id, name: doc.name, slug: doc.slug, description: doc.role ?? null }
    : null
}
