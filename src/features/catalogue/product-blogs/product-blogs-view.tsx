import { SiteLink } from '@/components/link/site-link.client'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { blogCardItems } from '@/components/cards/blog-card-items'
import { CardList } from '@/components/cards/card-list'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import { listProductBlogs } from '@/content/product-blogs'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { homePath, productBlogsPath, productPath } from '@/routing/build'

interface ProductBlogsViewProps {
  product: ProductDetail & { sku: string }
  page: number
  scope: ContentScope
  t: Translate
}

export async function ProductBlogsView({ product, page, scope, t }: ProductBlogsViewProps) {
  const result = await listProductBlogs(scope, product, page)
  if (result.posts.length === 0) return <NotFoundPage subject="product" />
  const name = product.marketingName ?? product.sku
  const productHref = productPath(scope.regionId, scope.locale, product.sku)
  const trail = [
    { title: t('shell.home'), href: homePath(scope.regionId, scope.locale) },
    { title: name, href: productHref },
  ]
  return (
    <article className="page">
      <Breadcrumbs
        trail={trail}
        current={t('catalogue.linkedBlogs')}
        label={t('shell.breadcrumbs')}
      />
      <div className="container blocks">
        <h1>{t('catalogue.productBlogsTitle', { name })}</h1>
        <p>
          <SiteLink className="cta-link" href={productHref}>
            {t('specSheet.backToProduct')}
          </SiteLink>
        </p>
        <CardList items={blogCardItems(result.posts, scope.locale)} headingLevel={2} leadsPage />
        <Pagination
          page={page}
          totalPages={result.totalPages}
          hrefFor={(n) => productBlogsPath(scope.regionId, scope.locale, product.sku, n)}
          labels={paginationLabels(t, t('catalogue.pagination'), page, result.totalPages)}
        />
      </div>
    </article>
  )
}
