import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { productPath } from '@/routing/build'
import { CategoryView, categoryPath } from './listing/category-view'
import { productMetadata } from './lib/product-metadata'
import { readSegments } from './lib/read-segments'
import { resolveProductRoute } from './lib/resolve-product-route'
import { ProductView } from './product-page/product-view'

/** `/products/…` routes: product detail or category listing, decided by what the segments name. */
export async function renderProductRoute(scope: ContentScope | null, rawSegments: readonly string[]) {
  const segments = readSegments(rawSegments)
  const route = scope && segments ? await resolveProductRoute(scope, segments) : null
  if (!scope || !route) notFound()
  const t = translator(scope.locale)
  return route.kind === 'product' ? (
    <ProductView product={route.product} category={route.category} scope={scope} t={t} />
  ) : (
    <CategoryView category={route.category} page={route.page} scope={scope} t={t} />
  )
}

export async function productRouteMetadata(scope: ContentScope | null, rawSegments: readonly string[]): Promise<Metadata> {
  const segments = readSegments(rawSegments)
  const route = scope && segments ? await resolveProductRoute(scope, segments) : null
  if (!scope || !route) return {}
  if (route.kind === 'product') return productMetadata(route.product, productPath(scope.regionId, scope.locale, route.product.sku ?? ''))
  const slugs = route.category.parent ? [route.category.parent.slug, route.category.slug] : [route.category.slug]
  return { title: route.category.name, description: route.category.description ?? undefined, alternates: { canonical: categoryPath(scope, slugs, route.page) } }
}
