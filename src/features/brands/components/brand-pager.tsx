import Link from 'next/link'
import type { Translate } from '@/i18n/translate'
import styles from '../brand-page.module.css'

interface BrandPagerProps {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  t: Translate
}

/** Previous / "page n of m" / more links under the products; nothing when they fit on one page. */
export function BrandPager({ page, totalPages, hrefFor, t }: BrandPagerProps) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={t('brands.productPages')}>
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" prefetch={false}>
          {t('brands.previousPage')}
        </Link>
      )}
      <span aria-current="page">{t('brands.pageOf', { page, total: totalPages })}</span>
      {page < totalPages && (
        <Link href={hrefFor(page + 1)} rel="next" prefetch={false}>
          {t('brands.nextPage')}
        </Link>
      )}
    </nav>
  )
}
