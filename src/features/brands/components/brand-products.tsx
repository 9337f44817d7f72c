import { CardList } from '@/components/cards/card-list'
import type { ProductListing } from '@/content/products'
import type { Translate } from '@/i18n/translate'
import styles from '../brand-page.module.css'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'

interface BrandProductsProps {
  id: string
  listing: ProductListing
  hrefFor: (page: number) => string
  t: Translate
}

export function BrandProducts({ id, listing, hrefFor, t }: BrandProductsProps) {
  const items = listing.products.map((product) => ({
    key: product.id,
    title: product.name,
    href: product.href,
    image: product.image,
    badge: product.badge,
    text: product.description,
  }))
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('brands.products')}</h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('brands.noProducts')}</p>
      ) : (
        <CardList items={items} />
      )}
      <Pagination
        page={listing.page}
        totalPages={listing.totalPages}
        hrefFor={hrefFor}
        labels={{
          ...paginationLabels(t, t('brands.productPages'), listing.page, listing.totalPages),
          previous: t('brands.previousPage'),
          next: t('brands.nextPage'),
        }}
      />
    </section>
  )
}
