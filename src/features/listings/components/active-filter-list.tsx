import Link from 'next/link'
import type { Translate } from '@/i18n/translate'
import type { ActiveFilter } from '../lib/active-filters'
import { EMPTY_LISTING_STATE } from '../lib/listing-state'
import { listingUrl } from '../lib/listing-url'
import styles from './listing.module.css'

/** Chips link to the state without them: they work without script and never prefetch a render. */
export function ActiveFilterList({
  active,
  pageUrl,
  sort,
  t,
}: {
  active: readonly ActiveFilter[]
  pageUrl: string
  sort: string | null
  t: Translate
}) {
  if (active.length === 0) return null
  return (
    <div className={styles.active}>
      <ul aria-label={t('listing.activeFilters')} className={styles.chips}>
        {active.map((filter) => (
          <li key={filter.key}>
            <Link
              href={listingUrl(pageUrl, filter.without)}
              prefetch={false}
              scroll={false}
              className={styles.chip}
              aria-label={t('listing.remove', { filter: filter.label })}
            >
              {filter.label}
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={listingUrl(pageUrl, { ...EMPTY_LISTING_STATE, sort })}
        prefetch={false}
        scroll={false}
        className={styles.clear}
      >
        {t('listing.clearAll')}
      </Link>
    </div>
  )
}
