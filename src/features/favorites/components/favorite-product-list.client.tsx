'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CardList } from '@/components/cards/card-list'
import type { Locale } from '@/routing/locales'
import { entryKey } from '../lib/entry'
import { fetchFavoriteProducts } from '../lib/fetch-favorites'
import { fillName } from '../lib/name-template'
import type { FavoriteProduct } from '../lib/resolve'
import { hasFavorite } from '../lib/storage'
import type { FavoriteListTexts } from '../lib/texts'
import { FavoriteButton } from './favorite-button.client'
import styles from './favorites.module.css'
import { useFavorites } from './use-favorites.client'
import { useHydrated } from '@/lib/use-hydrated.client'

interface FavoriteProductListProps {
  regionId: string
  locale: Locale
  texts: FavoriteListTexts
  /** Rendered on the server from the CMS: shown when nothing is stored or nothing resolves. */
  emptyState: ReactNode
}

interface Loaded {
  keys: ReadonlySet<string>
  items: FavoriteProduct[]
}

/**
 * The stored product favorites as cards. The server is asked again only when an entry appears
 * that it has not seen (added here or in another tab); removals just filter what is shown.
 */
export function FavoriteProductList({ regionId, locale, texts, emptyState }: FavoriteProductListProps) {
  const hydrated = useHydrated()
  const { stored } = useFavorites('products', regionId)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const container = useRef<HTMLDivElement>(null)
  const focusAfterRemoval = useRef(false)
  const unseen = stored.favorites.some((entry) => !loaded?.keys.has(entryKey('products', entry)))

  useEffect(() => {
    if (!hydrated || !unseen) return
    const controller = new AbortController()
    const favorites = stored.favorites
    fetchFavoriteProducts({ regionId, locale, kind: 'products', favorites }, controller.signal).then(
      (items) => {
        setLoaded({ keys: new Set(favorites.map((entry) => entryKey('products', entry))), items })
        setFailed(false)
      },
      () => {
        if (!controller.signal.aborted) setFailed(true)
      },
    )
    return () => controller.abort()
  }, [hydrated, unseen, stored, regionId, locale, attempt])

  const shown = (loaded?.items ?? []).filter((item) => hasFavorite('products', stored, item))

  // The removed card took the focused button with it; focus the list once the dialog has closed.
  useEffect(() => {
    if (!focusAfterRemoval.current) return
    focusAfterRemoval.current = false
    container.current?.focus()
  })

  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }

  const onRemoved = (name: string) => {
    focusAfterRemoval.current = true
    setAnnouncement(fillName(texts.removed, name))
  }

  const body = () => {
    if (!hydrated || (unseen && !loaded && !failed)) return <p className={styles.message}>{texts.loading}</p>
    if (failed && unseen) {
      return (
        <div>
          <p className={styles.message}>{texts.error}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {texts.tryAgain}
          </button>
        </div>
      )
    }
    if (stored.favorites.length === 0 || shown.length === 0) return emptyState
    const cards = shown.map((item) => ({
      key: item.sku,
      title: item.name,
      href: item.href,
      image: item.image,
      badge: item.badge,
      eyebrow: item.brand,
      action: <FavoriteButton kind="products" regionId={regionId} target={item} name={item.name} texts={texts.button} onRemoved={onRemoved} />,
    }))
    return <CardList items={cards} headingLevel={2} />
  }

  return (
    <div ref={container} className={styles.list} tabIndex={-1}>
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {body()}
    </div>
  )
}
