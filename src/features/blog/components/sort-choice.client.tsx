'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import type { BlogSort } from '@/content/blog'
import styles from '../blog.module.css'
import { BLOG_SORTS, sortedBlogsStore } from '../lib/sort-store'

interface SortChoiceProps {
  current: BlogSort
  /** The first page of the listing in each order. */
  hrefs: Record<BlogSort, string>
  labels: { label: string } & Record<BlogSort, string>
  /** True on the listing's default URL (newest, page 1), the only place a stored choice applies. */
  isDefault: boolean
}

/** Plain links (they work without script); the choice is remembered and reapplied on return. */
export function SortChoice({ current, hrefs, labels, isDefault }: SortChoiceProps) {
  const router = useRouter()
  useEffect(() => {
    const stored = sortedBlogsStore.get()
    if (isDefault && stored && stored !== current) router.replace(hrefs[stored])
  }, [current, hrefs, isDefault, router])
  return (
    <nav className={styles.sort} aria-label={labels.label}>
      <ul>
        {BLOG_SORTS.map((sort) => (
          <li key={sort}>
            <Link href={hrefs[sort]} prefetch={false} aria-current={sort === current ? 'true' : undefined} onClick={() => sortedBlogsStore.set(sort)}>
              {labels[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
