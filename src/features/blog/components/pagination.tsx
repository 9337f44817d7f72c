import Link from 'next/link'
import type { Translate } from '@/i18n/translate'
import styles from '../blog.module.css'

interface PaginationProps {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  t: Translate
}

/** Previous / "page n of m" / next links; nothing when every post fits on one page. */
export function Pagination({ page, totalPages, hrefFor, t }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={t('blog.pagination')}>
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" prefetch={false}>
          {t('blog.previousPage')}
        </Link>
      )}
      <span aria-current="page">{t('blog.pageOf', { page, total: totalPages })}</span>
      {page < totalPages && (
        <Link href={hrefFor(page + 1)} rel="next" prefetch={false}>
          {t('blog.nextPage')}
        </Link>
      )}
    </nav>
  )
}
