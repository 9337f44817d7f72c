'use client'

import { SiteLink } from '@/components/link/site-link.client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { LISTING_SORTS, type ListingSort } from '@/lib/listing-place'
import styles from './sort-choice.module.css'
import { type SortStorageKey, sortStores } from './sort-stores'

interface SortChoiceProps {
  current: ListingSort
  hrefs: Record<ListingSort, string>
  labels: { label: string } & Record<ListingSort, string>
  // A stored choice applies only on the listing's default URL (newest, page 1).
  isDefault: boolean
  storageKey: SortStorageKey
}

/** Plain links, so they work without script. */
export function SortChoice({ current, hrefs, labels, isDefault, storageKey }: SortChoiceProps) {
  const router = useRouter()
  const store = sortStores[storageKey]
  useEffect(() => {
    const stored = store.get()
    if (isDefault && stored && stored !== current) router.replace(hrefs[stored])
  }, [current, hrefs, isDefault, router, store])
  return (
    <nav className={styles.sort} aria-label={labels.label}>
      <ul>
        {LISTING_SORTS.map((sort) => (
          <li key={sort}>
            <SiteLink
              href={hrefs[sort]}
              aria-current={sort === current ? 'true' : undefined}
              onClick={() => store.set(sort)}
            >
              {labels[sort]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
