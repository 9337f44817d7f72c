import { FOLLOW_ONLY } from '@/components/layout/robots'
import { withMarkdownCopy } from '@/components/layout/social-metadata'
import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/layout/not-found-page'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import {
  productBlogsPath,
  productMarkdownPath,
  productPath,
  productRecipesPath,
} from '@/routing/build'
import { CategoryView, categoryPath } from './listing/category-view'
import { productMetadata } from './lib/product-metadata'
import { readSegments } from './lib/read-segments'
import { resolveProductRoute } from './lib/resolve-product-route'
import { ProductView } from './product-page/product-view'
import { ProductBlogsView } from './product-blogs/product-blogs-view'
import { ProductRecipesView } from './product-recipes/product-recipes-view'
import type { ProductSlots } from './product-slots'

async function resolve(scope: ContentScope | null, rawSegments: readonly string[]) {
  const segments = readSegments(rawSegments)
  return scope && segments ? resolveProductRoute(scope, segments) : null
}

export async function renderProductRoute(
  scope: ContentScope | null,
  rawSegments: readonly string[],
  slots: ProductSlots = {},
) {
  const route = await resolve(scope, rawSegments)
  if (!scope || !route) return <NotFoundPage subject="product" />
  const t = translator(scope.locale)
  if (route.kind === 'product')
    return (
      <ProductView
        product={route.product}
        category={route.category}
        scope={scope}
        t={t}
        slots={slots}
      />
    )
  if (route.kind === 'recipes' && route.product.sku)
    return (
      <ProductRecipesView
        product={{ ...route.product, sku: route.product.sku }}
        page={route.page}
        scope={scope}
        t={t}
      />
    )
  if (route.kind === 'blogs' && route.product.sku)
    return (
      <ProductBlogsView
        product={{ ...route.product, sku: route.product.sku }}
        page={route.page}
        scope={scope}
        t={t}
      />
    )
  if (route.kind === 'category')
    return (
      <CategoryView category={route.category} page={route.page} scope={scope} t={t} slots={slots} />
    )
  return <NotFoundPage subject="product" />
}

export async function productRouteMetadata(
  scope: ContentScope | null,
  rawSegments: readonly string[],
): Promise<Metadata> {
  const route = await resolve(scope, rawSegments)
  if (!scope || !route) return {}
  const t = translator(scope.locale)
  if (route.kind === 'product') {
    const sku = route.product.sku ?? ''
    return withMarkdownCopy(
      productMetadata(route.product, productPath(scope.regionId, scope.locale, sku)),
      productMarkdownPath(scope.regionId, scope.locale, sku),
    )
  }
  // A product's recipes and posts are listed on the product page and indexed as themselves.
  if (route.kind === 'recipes') {
    const sku = route.product.sku ?? ''
    return {
      title: t('catalogue.productRecipesTitle', { name: route.product.marketingName ?? sku }),
      alternates: {
        canonical: productRecipesPath(scope.regionId, scope.locale, sku, undefined, route.page),
      },
      robots: FOLLOW_ONLY,
    }
  }
  if (route.kind === 'blogs') {
    const sku = route.product.sku ?? ''
    return {
      title: t('catalogue.productBlogsTitle', { name: route.product.marketingName ?? sku }),
      alternates: { canonical: productBlogsPath(scope.regionId, scope.locale, sku, route.page) },
      robots: FOLLOW_ONLY,
    }
  }
  const slugs = route.category.parent
    ? [route.category.parent.slug, route.category.slug]
    : [route.category.slug]
  return {
    title: route.category.name,
    description: route.category.description ?? undefined,
    alternates: { canonical: categoryPath(scope, slugs, route.page) },
    robots: route.page > 1 ? FOLLOW_ONLY : undefined,
  }
}
