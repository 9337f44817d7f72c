import { Breadcrumbs, type Crumb } from '@/components/layout/breadcrumbs'
import type { BlogListing } from '@/content/blog-listings'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import styles from '../blog.module.css'
import type { ListingPlace } from '@/lib/listing-place'
import { type BlogListingOf, blogListingPath } from '../lib/listing-path'
import { BlogCardList } from './blog-card-list'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import { SortChoice } from '@/components/listing/sort-choice.client'

interface BlogListingViewProps {
  of: BlogListingOf
  place: ListingPlace
  listing: BlogListing
  title: string
  description: string | null
  trail: readonly Crumb[]
  scope: ContentScope
  t: Translate
}

export function BlogListingView({
  of,
  place,
  listing,
  title,
  description,
  trail,
  scope,
  t,
}: BlogListingViewProps) {
  const pathFor = (page: number, sort = place.sort) => blogListingPath(scope, of, { sort, page })
  return (
    <article className="page">
      <Breadcrumbs trail={trail} current={title} label={t('shell.breadcrumbs')} />
      <div className="container blocks">
        <h1>{title}</h1>
        {description && <p className="lede">{description}</p>}
        <SortChoice
          current={place.sort}
          hrefs={{ newest: pathFor(1, 'newest'), oldest: pathFor(1, 'oldest') }}
          labels={{
            label: t('blog.sortLabel'),
            newest: t('blog.newest'),
            oldest: t('blog.oldest'),
          }}
          isDefault={place.sort === 'newest' && place.page === 1}
          storageKey="sorted_blogs"
        />
        {listing.posts.length === 0 ? (
          <p className={styles.empty}>{t('blog.noPosts')}</p>
        ) : (
          <BlogCardList posts={listing.posts} locale={scope.locale} leadsPage />
        )}
        <Pagination
          page={place.page}
          totalPages={listing.totalPages}
          hrefFor={(page) => pathFor(page)}
          labels={paginationLabels(t, t('blog.pagination'), place.page, listing.totalPages)}
        />
      </div>
    </article>
  )
}
