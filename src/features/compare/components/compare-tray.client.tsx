'use client'

import { SiteQueryLink } from '@/components/link/site-link.client'
import { useId, useRef } from 'react'
import { useBrowserStore } from '@/lib/use-browser-store.client'
import { withSkus } from '../lib/compare-url'
import { compareStore, removeCompareItem } from '../lib/storage'
import styles from './compare.module.css'

export interface CompareTrayLabels {
  title: string
  open: readonly string[]
  clear: string
  removeNamed: string
}

export interface CompareTrayBarProps {
  regionId: string
  comparePath: string
  labels: CompareTrayLabels
}

export function CompareTrayBar({ regionId, comparePath, labels }: CompareTrayBarProps) {
  const store = compareStore(regionId)
  const items = useBrowserStore(store)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  if (items.length === 0) return null

  const update = (next: ReturnType<typeof store.get>) => {
    store.set(next)
    // The pressed button is gone: focus the tray's heading, or the main content once the tray goes.
    const target = next.length > 0 ? heading.current : document.getElementById('main')
    target?.focus()
  }
  const remove = (sku: string) => update(removeCompareItem(store.get(), sku))

  return (
    <section className={styles.tray} aria-labelledby={headingId}>
      <div className={`container ${styles.trayInner}`}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.trayTitle}>
          {labels.title}
        </h2>
        <ul className={styles.trayList}>
          {items.map((item) => (
            <li key={item.sku} className={styles.trayItem}>
              <span>{item.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={labels.removeNamed.replace('{name}', () => item.name)}
                onClick={() => remove(item.sku)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.trayActions}>
          <SiteQueryLink
            className="button button-primary"
            href={withSkus(
              comparePath,
              items.map((item) => item.sku),
            )}
          >
            {labels.open[items.length - 1] ?? labels.open.at(-1)}
          </SiteQueryLink>
          <button type="button" className="button button-secondary" onClick={() => update([])}>
            {labels.clear}
          </button>
        </div>
      </div>
    </section>
  )
}
