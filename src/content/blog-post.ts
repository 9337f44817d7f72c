import { regionsTagged } from '@/routing/alternates'
import { runQuery } from './client'
import { BlogPostDocument, type BlogPostQuery } from './generated/graphql'
import { type BlogCard, blogTags, isBlogSlug, toBlogCard } from './blog-listings'
import { type Image, toImage } from './images'
import { type ContentScope, scopeVariables } from './scope'

type PostDoc = NonNullable<BlogPostQuery['Blogs']>['docs'][number]

export interface BlogPost extends BlogCard {
  slug: string
  body: unknown
  video: {
    source: string | null
    videoId: string | null
    file: { url?: string | null; mimeType?: string | null } | null
  } | null
  categories: { id: number; name: string; slug: string }[]
  author: { name: string; slug: string } | null
  /** The regions the post is published in. */
  regionIds: string[]
  metadata: {
    title: string | null
    description: string | null
    keywords: string | null
    noIndex: boolean
    noFollow: boolean
    canonical: string | null
    shareImage: Image | null
  }
}

function toPost(scope: ContentScope, doc: PostDoc): BlogPost | null {
  const card = toBlogCard(scope, doc)
  if (!card || !doc.slug) return null
  const { regionTag } = scopeVariables(scope)
  const video = doc.featuredVideo
  const meta = doc.pageMetadata
  return {
    ...card,
    slug: doc.slug,
    body: doc.body,
    regionIds: regionsTagged(doc.regionTags),
    video: video?.platform
      ? { source: video.platform, videoId: video.videoId ?? null, file: video.file ?? null }
      : null,
    categories: (doc.categories ?? []).flatMap((c) =>
      c.name && c.slug && (c.regionTags ?? []).some((tag) => tag === regionTag)
        ? [{ id: c.id, name: c.name, slug: c.slug }]
        : [],
    ),
    author:
      doc.author?.name && doc.author.slug ? { name: doc.author.name, slug: doc.author.slug } : null,
    metadata: {
      title: meta?.title || null,
      description: meta?.description || null,
      keywords: meta?.keywords || null,
      noIndex: meta?.robotsNoIndex ?? false,
      noFollow: meta?.robotsNoFollow ?? false,
      canonical: meta?.canonical || null,
      shareImage: toImage(meta?.socialShareImage),
    },
  }
}

export async function getBlogPost(scope: ContentScope, slug: string): Promise<BlogPost | null> {
  if (!isBlogSlug(slug)) return null
  const vars = { ...scopeVariables(scope), slug }
  const data = await runQuery(scope, BlogPostDocument, vars, {
    tags: blogTags(scope, 'blog-categories', 'authors'),
  })
  const doc = data.Blogs?.docs[0]
  return doc ? toPost(scope, doc) : null
}
