import { SiteLink } from '@/components/link/site-link.client'
import { blogAuthorPath, blogCategoryPath } from '@/routing/build'
import styles from '../blog.module.css'
import type { PostProps } from './post-props'
import { formatDate } from '@/i18n/format'

export function PostMeta({ post, scope, t }: PostProps) {
  const { regionId, locale } = scope
  const date = formatDate(post.publishDisplayDate, locale)
  return (
    <dl className={styles.meta}>
      {date && post.publishDisplayDate && (
        <div>
          <dt>{t('blog.publishedOn')}</dt>
          <dd>
            <time dateTime={post.publishDisplayDate}>{date}</time>
          </dd>
        </div>
      )}
      {post.author && (
        <div>
          <dt>{t('blog.writtenBy')}</dt>
          <dd>
            <SiteLink href={blogAuthorPath(regionId, locale, post.author.slug)}>
              {post.author.name}
            </SiteLink>
          </dd>
        </div>
      )}
      {post.categories.length > 0 && (
        <div>
          <dt>{t('blog.categories')}</dt>
          <dd>
            <ul className={styles.categories}>
              {post.categories.map((category) => (
                <li key={category.id}>
                  <SiteLink href={blogCategoryPath(regionId, locale, category.slug)}>
                    {category.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  )
}
