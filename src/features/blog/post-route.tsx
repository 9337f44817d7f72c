import type { Metadata } from 'next'
import { getBlogPost } from '@/content/blog-post'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { blogPath } from '@/routing/build'
import { BlogPostView } from './components/blog-post-view'
import { blogPostMetadata } from './lib/blog-metadata'
import { NotFoundPage } from '@/components/layout/not-found-page'

/** Another region's post is a 404 like a missing one: the read filters by the region's tag. */
export async function renderBlogPost(scope: ContentScope | null, slug: string) {
  const post = scope ? await getBlogPost(scope, slug) : null
  if (!scope || !post) return <NotFoundPage />
  return <BlogPostView post={post} scope={scope} t={translator(scope.locale)} />
}

export async function blogPostRouteMetadata(
  scope: ContentScope | null,
  slug: string,
): Promise<Metadata> {
  const post = scope ? await getBlogPost(scope, slug) : null
  return scope && post
    ? blogPostMetadata(post, blogPath(scope.regionId, scope.locale, post.slug))
    : {}
}
