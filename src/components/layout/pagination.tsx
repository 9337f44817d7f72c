import { SiteLink } from '@/components/link/site-link.client'
import styles from './pagination.module.css'

export interface PaginationLabels {
  navigation: string
  previous: string
  next: string
  current: string
}

interface PaginationProps {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  labels: PaginationLabels
}

export function Pagination({ page, totalPages, hrefFor, labels }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      {page > 1 && (
        <SiteLink href={hrefFor(page - 1)} rel="prev">
          {labels.previous}
        </SiteLink>
      )}
      <span aria-current="page">{labels.current}</span>
      {page < totalPages && (
        <SiteLink href={hrefFor(page + 1)} rel="next">
          {labels.next}
        </SiteLink>
      )}
    </nav>
  )
}
