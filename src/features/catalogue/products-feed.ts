import { rssFeed } from '@/components/feed/rss-feed'
import { listFeedProducts } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'

export async function productsFeedXml(scope: ContentScope, siteUrl: string): Promise<string> {
  const t = translator(scope.locale)
  return rssFeed(scope, siteUrl, await listFeedProducts(scope), {
    title: (site) => t('catalogue.feedTitle', { site }),
    description: (site) => t('catalogue.feedDescription', { site }),
  })
}
