import { SiteLink } from '@/components/link/site-link.client'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { CardList } from '@/components/cards/card-list'
import { listProductRecipes } from '@/content/product-recipes'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { homePath, productPath, productRecipesPath } from '@/routing/build'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import listing from '../listing/listing.module.css'
import { recipeCardItems } from '@/components/cards/recipe-card-items'
import { NotFoundPage } from '@/components/layout/not-found-page'

interface ProductRecipesViewProps {
  product: ProductDetail & { sku: string }
  page: number
  scope: ContentScope
  t: Translate
}

export async function ProductRecipesView({ product, page, scope, t }: ProductRecipesViewProps) {
  const result = await listProductRecipes(scope, product, page)
  if (page > 1 && page > result.totalPages) return <NotFoundPage subject="product" />
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
        current={t('catalogue.productRecipes')}
        label={t('shell.breadcrumbs')}
      />
      <div className="container blocks">
        <h1>{t('catalogue.productRecipesTitle', { name })}</h1>
        <p>
          <SiteLink className="cta-link" href={productHref}>
            {t('specSheet.backToProduct')}
          </SiteLink>
        </p>
        {result.recipes.length === 0 ? (
          <p className={listing.empty}>{t('catalogue.noProductRecipes')}</p>
        ) : (
          <CardList items={recipeCardItems(result.recipes)} headingLevel={2} />
        )}
        <Pagination
          page={page}
          totalPages={result.totalPages}
          hrefFor={(n) =>
            productRecipesPath(scope.regionId, scope.locale, product.sku, undefined, n)
          }
          labels={paginationLabels(t, t('catalogue.pagination'), page, result.totalPages)}
        />
      </div>
    </article>
  )
}
