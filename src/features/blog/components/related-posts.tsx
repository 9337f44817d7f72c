import { listRelatedBlogs } from '@/content/blog-listings'
import type { BlogPost } from '@/content/blog-post'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { BlogCardList } from './blog-card-list'

export async function RelatedPosts({
  post,
  scope,
  t,
}: {
  post: BlogPost
  scope: ContentScope
  t: Translate
}) {
  const posts = await listRelatedBlogs(scope, post)
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-posts">
      <h2 id="related-posts">{t('blog.relatedPosts')}</h2>
      <BlogCardList posts={posts} locale={scope.locale} headingLevel={3} />
    </section>
  )
}
