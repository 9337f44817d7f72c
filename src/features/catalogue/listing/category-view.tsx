import { SiteLink } from '@/components/link/site-link.client'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { listCategoryProducts, type ProductCategoryView } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { buildPath, homePath } from '@/routing/build'
import styles from './listing.module.css'
import type { ProductSlots } from '../product-slots'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import { ProductCardList } from './product-card-list'
import { NotFoundPage } from '@/components/layout/not-found-page'

interface CategoryViewProps {
  category: ProductCategoryView
  page: number
  scope: ContentScope
  t: Translate
  slots: ProductSlots
}

export const categoryPath = (scope: ContentScope, slugs: readonly string[], page = 1) =>
  buildPath({
    regionId: scope.regionId,
    locale: scope.locale,
    segments: ['products', ...slugs, ...(page > 1 ? [String(page)] : [])],
  })

export async function CategoryView({ category, page, scope, t, slots }: CategoryViewProps) {
  const listing = await listCategoryProducts(scope, category, page)
  if (page > 1 && page > listing.totalPages) return <NotFoundPage subject="product" />
  const slugs = category.parent ? [category.parent.slug, category.slug] : [category.slug]
  const trail = [{ title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }]
  if (category.parent)
    trail.push({ title: category.parent.name, href: categoryPath(scope, [category.parent.slug]) })
  return (
    <article className="page">
      <Breadcrumbs trail={trail} current={category.name} label={t('shell.breadcrumbs')} />
      <div className="container blocks">
        <h1>{category.name}</h1>
        {category.description && <p className="lede">{category.description}</p>}
        {category.subcategories.length > 0 && (
          <ul className={styles.subcategories} aria-label={t('catalogue.subcategories')}>
            {category.subcategories.map((sub) => (
              <li key={sub.slug}>
                <SiteLink href={categoryPath(scope, [category.slug, sub.slug])}>
                  {sub.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
        <p>{t('catalogue.productCount', { count: listing.totalProducts })}</p>
        {listing.products.length === 0 ? (
          <p className={styles.empty}>{t('error.noRelatedProducts')}</p>
        ) : (
          <ProductCardList
            products={listing.products}
            headingLevel={2}
            leadsPage
            renderAction={slots.cardActions && ((card) => slots.cardActions?.(card, scope))}
          />
        )}
        <Pagination
          page={page}
          totalPages={listing.totalPages}
          hrefFor={(n) => categoryPath(scope, slugs, n)}
          labels={paginationLabels(t, t('catalogue.pagination'), page, listing.totalPages)}
        />
      </div>
      {slots.pageExtras?.(scope, null)}
    </article>
  )
}
