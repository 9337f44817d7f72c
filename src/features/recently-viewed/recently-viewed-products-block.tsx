import type { RecentlyViewedProductsBlockFieldsFragment } from '@/content/generated/graphql'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { LazyRecentlyViewedList } from './components/recently-viewed-list-lazy.client'
import { RECENTLY_VIEWED_LIMIT } from './lib/storage'

interface Props {
  block: RecentlyViewedProductsBlockFieldsFragment
  scope: ContentScope
}

/** The page stays cached HTML: the heading is server-drawn, the cards come from this browser. */
export function RecentlyViewedProductsBlock({ block, scope }: Props) {
  const t = translator(scope.locale)
  const title = block.section?.title?.trim() || t('recentlyViewed.title')
  const headingId = `recently-viewed-${block.id ?? 'products'}`
  return (
    <section id={block.anchorId ?? undefined} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LazyRecentlyViewedList
        regionId={scope.regionId}
        locale={scope.locale}
        maxItems={block.section?.maxItems ?? RECENTLY_VIEWED_LIMIT}
        texts={{
          loading: t('recentlyViewed.loading'),
          empty: t('recentlyViewed.empty'),
          error: t('error.request'),
          tryAgain: t('error.tryAgain'),
        }}
      />
    </section>
  )
}
