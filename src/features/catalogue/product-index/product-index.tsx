import type { Metadata } from 'next'
import { withAlternates } from '@/components/layout/social-metadata'
import { REGION_IDS } from '@/routing/regions'
import { CardList } from '@/components/cards/card-list'
import { pageMetadata } from '@/components/layout/page-metadata'
import { PageView } from '@/components/layout/page-view'
import { getPageById } from '@/content/pages'
import { listTopLevelCategories } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { buildPath } from '@/routing/build'
import { ROUTE } from '@/routing/segments'
import { NotFoundPage } from '@/components/layout/not-found-page'

const indexPath = (scope: ContentScope) =>
  buildPath({ regionId: scope.regionId, locale: scope.locale, segments: [ROUTE.products] })

async function loadIndexPage(scope: ContentScope) {
  const settings = await getSiteSettings(scope)
  return settings?.productIndexPageId ? getPageById(scope, settings.productIndexPageId) : null
}

export async function renderProductIndex(scope: ContentScope | null) {
  if (!scope) return <NotFoundPage subject="product" />
  const t = translator(scope.locale)
  const [page, categories] = await Promise.all([
    loadIndexPage(scope),
    listTopLevelCategories(scope),
  ])
  if (!page && categories.length === 0) return <NotFoundPage subject="product" />
  const items = categories.map((category) => ({
    key: category.id,
    title: category.name,
    href: buildPath({
      regionId: scope.regionId,
      locale: scope.locale,
      segments: [ROUTE.products, category.slug],
    }),
    image: category.image,
    text: category.description,
  }))
  return (
    <>
      {page ? (
        <PageView page={page} scope={scope} />
      ) : (
        <h1 className="container">{t('catalogue.productIndexTitle')}</h1>
      )}
      <section className="container blocks" aria-labelledby="product-categories">
        <h2 id="product-categories">{t('catalogue.categories')}</h2>
        <CardList items={items} />
      </section>
    </>
  )
}

export async function productIndexMetadata(scope: ContentScope | null): Promise<Metadata> {
  if (!scope) return {}
  const page = await loadIndexPage(scope)
  const canonical = indexPath(scope)
  if (page) return pageMetadata(page, canonical, REGION_IDS)
  return withAlternates(
    { title: translator(scope.locale)('catalogue.productIndexTitle'), alternates: { canonical } },
    canonical,
    REGION_IDS,
  )
}
