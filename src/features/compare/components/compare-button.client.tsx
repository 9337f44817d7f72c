'use client'

import { useState } from 'react'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { useBrowserStore } from '@/lib/use-browser-store.client'
import { useHydrated } from '@/lib/use-hydrated.client'
import { addCompareItem, COMPARE_LIMIT, compareStore, removeCompareItem } from '../lib/storage'
import styles from './compare.module.css'

export interface CompareButtonLabels {
  add: string
  limit: string
}

export interface CompareButtonProps {
  sku: string
  name: string
  regionId: string
  labels: CompareButtonLabels
}

export function CompareButton({ sku, name, regionId, labels }: CompareButtonProps) {
  const store = compareStore(regionId)
  const items = useBrowserStore(store)
  const hydrated = useHydrated()
  const [refused, setRefused] = useState(false)
  const chosen = items.some((item) => item.sku === sku)

  const toggle = () => {
    const current = store.get()
    if (current.some((item) => item.sku === sku)) {
      setRefused(false)
      store.set(removeCompareItem(current, sku))
      return
    }
    const { result, items: next } = addCompareItem(current, { sku, name })
    setRefused(result === 'full')
    if (result !== 'added') return
    store.set(next)
    pushAnalyticsEvent('compare_add', { sku })
  }

  // The refusal holds only while the selection is still full (another tab or the tray may free a place).
  const message = refused && !chosen && items.length >= COMPARE_LIMIT ? labels.limit : ''
  return (
    <div className={styles.action}>
      {/* The name stays the same when pressed, as a toggle's must; the product tells card buttons apart. */}
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-pressed={chosen}
        disabled={!hydrated}
        onClick={toggle}
      >
        <span className={styles.check} aria-hidden="true" />
        {labels.add}
        <span className="visually-hidden"> {name}</span>
      </button>
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  )
}
