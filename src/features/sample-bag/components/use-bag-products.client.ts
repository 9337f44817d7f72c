'use client'

import { useEffect, useState } from 'react'
import type { Locale } from '@/routing/locales'
import type { BagProduct } from '../lib/bag-product'
import { fetchBagProducts } from '../lib/fetch-bag-products'
import { withoutSkus } from '../lib/storage'
import { sampleBagStore } from '../lib/store'

interface Looked {
  cards: ReadonlyMap<string, BagProduct>
  answered: ReadonlySet<string>
}

/** Skus the region does not offer as samples come back missing and leave the stored bag. */
export function useBagProducts(regionId: string, locale: Locale, skus: readonly string[]) {
  const [looked, setLooked] = useState<Looked>({ cards: new Map(), answered: new Set() })
  const [failed, setFailed] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [droppedSome, setDroppedSome] = useState(false)
  const pending = skus
    .filter((sku) => !looked.answered.has(sku))
    .sort()
    .join(',')
  const request = `${pending}#${attempt}`

  useEffect(() => {
    if (!pending) return
    const controller = new AbortController()
    const wanted = pending.split(',')
    fetchBagProducts(regionId, locale, wanted, controller.signal).then(
      (products) => {
        const found = new Map(products.map((product) => [product.sku, product]))
        setLooked((previous) => ({
          cards: new Map([...previous.cards, ...found]),
          answered: new Set([...previous.answered, ...wanted]),
        }))
        const gone = new Set(wanted.filter((sku) => !found.has(sku)))
        if (gone.size === 0) return
        const store = sampleBagStore(regionId)
        store.set(withoutSkus(store.get(), gone))
        setDroppedSome(true)
      },
      () => {
        if (!controller.signal.aborted) setFailed(`${pending}#${attempt}`)
      },
    )
    return () => controller.abort()
  }, [regionId, locale, pending, attempt])

  const error = pending !== '' && failed === request
  return {
    cards: looked.cards,
    loading: pending !== '' && !error,
    error,
    droppedSome,
    retry: () => setAttempt((count) => count + 1),
  }
}
