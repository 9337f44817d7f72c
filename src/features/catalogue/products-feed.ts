import { Feed } from 'feed'
import { listFeedProducts } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { homePath } from '@/routing/build'

/** The region's products feed (RSS 2.0), newest published first, links absolute to `siteUrl`. */
export async function productsFeedXml(scope: ContentScope, siteUrl: string): Promise<string> {
  const [products, settings] = await Promise.all([listFeedProducts(scope), getSiteSettings(scope)])
  const t = translator(scope.locale)
  const site = settings?.siteName ?? ''
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const home = absolute(homePath(scope.regionId, scope.locale))
  const feed = new Feed({
    title: t('catalogue.feedTitle', { site }),
    description: t('catalogue.feedDescription', { site }),
    id: home,
    link: home,
    language: scope.locale,
    copyright: `© ${new Date().getFullYear()} ${settings?.copyrightCompanyName ?? site}`,
    updated: products[0]?.publishedDate ? new Date(products[0].publishedDate) : undefined,
    generator: site,
  })
  for (const product of products) {
    const link = absolute(product.href)
    feed.addItem({
      title: product.name,
      id: link,
      link,
      description: product.description ?? undefined,
      date: new Date(product.publishedDate ?? product.updatedAt ?? 0),
      image: product.image ? absolute(product.image.url) : undefined,
    })
  }
  return feed.rss2()
}
