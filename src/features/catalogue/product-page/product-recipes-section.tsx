import { SiteLink } from '@/components/link/site-link.client'
import { CardList } from '@/components/cards/card-list'
import { listProductRecipes } from '@/content/product-recipes'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { productRecipesPath } from '@/routing/build'
import { recipeCardItems } from '@/components/cards/recipe-card-items'

const PREVIEW = 3

export async function ProductRecipesSection({
  product,
  scope,
  t,
}: {
  product: ProductDetail
  scope: ContentScope
  t: Translate
}) {
  if (!product.sku) return null
  const listing = await listProductRecipes(scope, { id: product.id, sku: product.sku }, 1, PREVIEW)
  if (listing.totalRecipes === 0) return null
  return (
    <section aria-labelledby="product-recipes">
      <h2 id="product-recipes">{t('catalogue.productRecipes')}</h2>
      <CardList items={recipeCardItems(listing.recipes)} />
      <p>
        <SiteLink
          className="cta-link"
          href={productRecipesPath(scope.regionId, scope.locale, product.sku)}
        >
          {t('catalogue.viewAllRecipes', { count: listing.totalRecipes })}
        </SiteLink>
      </p>
    </section>
  )
}
