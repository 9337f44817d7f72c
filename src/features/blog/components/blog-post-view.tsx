import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { JsonLd } from '@/components/structured-data/json-ld'
import { siteUrl } from '@/lib/site-origin'
import { RichText } from '@/components/rich-text/rich-text'
import { blogCategoryPath, blogIndexPath, homePath } from '@/routing/build'
import { blogIndexTitle } from '../lib/index-title'
import { postJsonLd } from '../lib/post-json-ld'
import { PostMedia } from './post-media'
import { PostMeta } from './post-meta'
import type { PostProps } from './post-props'
import { RelatedPosts } from './related-posts'

export function BlogPostView({ post, scope, t }: PostProps) {
  const { regionId, locale } = scope
  const [category] = post.categories
  const trail = [
    { title: t('shell.home'), href: homePath(regionId, locale) },
    { title: blogIndexTitle(regionId, t), href: blogIndexPath(regionId, locale) },
    ...(category
      ? [{ title: category.name, href: blogCategoryPath(regionId, locale, category.slug) }]
      : []),
  ]
  return (
    <article className="page">
      <JsonLd data={postJsonLd(post, siteUrl(post.href), siteUrl)} />
      <Breadcrumbs trail={trail} current={post.title} label={t('shell.breadcrumbs')} />
      <div className="container blocks">
        <header>
          <h1>{post.title}</h1>
          {post.summary && <p className="lede">{post.summary}</p>}
          <PostMeta post={post} scope={scope} t={t} />
        </header>
        <PostMedia post={post} scope={scope} t={t} />
        <RichText data={post.body} scope={scope} />
        <RelatedPosts post={post} scope={scope} t={t} />
      </div>
    </article>
  )
}
