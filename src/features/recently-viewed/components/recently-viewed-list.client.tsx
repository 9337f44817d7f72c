'use client'

import { useEffect, useState } from 'react'
import { CardList } from '@/components/cards/card-list'
import { useBrowserStore } from '@/lib/use-browser-store.client'
import { useHydrated } from '@/lib/use-hydrated.client'
import type { Locale } from '@/routing/locales'
import { fetchViewedProducts } from '../lib/fetch-viewed-products'
import { latestSkus, recentlyViewedStore } from '../lib/storage'
import type { ViewedProduct } from '../lib/viewed-product'
import styles from './recently-viewed.module.css'

export interface RecentlyViewedTexts {
  loading: string
  empty: string
  error: string
  tryAgain: string
}

export interface RecentlyViewedListProps {
  regionId: string
  locale: Locale
  maxItems: number
  texts: RecentlyViewedTexts
}

interface Answered {
  request: string
  products: ReadonlyMap<string, ViewedProduct>
}

/** Cards in the order of this browser's views; skus the region does not sell never come back. */
export function RecentlyViewedList({ regionId, locale, maxItems, texts }: RecentlyViewedListProps) {
  const hydrated = useHydrated()
  const entries = useBrowserStore(recentlyViewedStore(regionId))
  const skus = latestSkus(entries, maxItems)
  const request = skus.join(',')
  const [answered, setAnswered] = useState<Answered | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!request) return
    const controller = new AbortController()
    fetchViewedProducts({ regionId, locale, skus: request.split(',') }, controller.signal).then(
      (products) => {
        setAnswered({ request, products: new Map(products.map((p) => [p.sku, p])) })
        setFailed(null)
      },
      () => {
        if (!controller.signal.aborted) setFailed(request)
      },
    )
    return () => controller.abort()
  }, [regionId, locale, request, attempt])

  const body = () => {
    if (!hydrated) return <p className={styles.message}>{texts.loading}</p>
    if (!request) return <p className={styles.message}>{texts.empty}</p>
    if (failed === request)
      return (
        <div role="alert">
          <p className={styles.message}>{texts.error}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {texts.tryAgain}
          </button>
        </div>
      )
    // A new view while the list shows keeps the old cards until the new answer arrives.
    if (!answered) return <p className={styles.message}>{texts.loading}</p>
    const cards = skus.flatMap((sku) => answered.products.get(sku) ?? [])
    if (cards.length === 0)
      return (
        <p className={styles.message}>
          {answered.request === request ? texts.empty : texts.loading}
        </p>
      )
    return (
      <CardList
        items={cards.map((product) => ({
          key: product.sku,
          title: product.name,
          href: product.href,
          image: product.image,
          eyebrow: product.brand,
        }))}
      />
    )
  }

  const busy = hydrated && request !== '' && answered?.request !== request && failed !== request
  return (
    <div className={styles.list} aria-busy={busy || !hydrated}>
      {body()}
    </div>
  )
}
