'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CardList } from '@/components/cards/card-list'
import type { Locale } from '@/routing/locales'
import { entryKey, type FavoriteKind } from '../lib/entry'
import { toFavoriteCard, type FavoriteCardView } from '../lib/favorite-card'
import { fetchFavorites } from '../lib/fetch-favorites'
import { fillName } from '../lib/name-template'
import { hasFavorite } from '../lib/storage'
import type { FavoriteListTexts } from '../lib/texts'
import { FavoriteButton } from './favorite-button.client'
import styles from './favorites.module.css'
import { useFavorites } from './use-favorites.client'
import { useHydrated } from '@/lib/use-hydrated.client'

export interface FavoriteListProps {
  kind: FavoriteKind
  regionId: string
  locale: Locale
  texts: FavoriteListTexts
  emptyState: ReactNode
  headingLevel?: 2 | 3
  /** Extra class for the list's box, e.g. space reserved where it sits among page blocks. */
  className?: string
}

interface Loaded {
  keys: ReadonlySet<string>
  items: FavoriteCardView[]
}

// The server is asked again only for entries it has not seen; removals just filter what is shown.
export function FavoriteList({
  kind,
  regionId,
  locale,
  texts,
  emptyState,
  headingLevel = 2,
  className,
}: FavoriteListProps) {
  const hydrated = useHydrated()
  const { stored } = useFavorites(kind, regionId)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const container = useRef<HTMLDivElement>(null)
  const focusAfterRemoval = useRef(false)
  const unseen = stored.favorites.some((entry) => !loaded?.keys.has(entryKey(kind, entry)))

  useEffect(() => {
    if (!hydrated || !unseen) return
    const controller = new AbortController()
    const favorites = stored.favorites
    fetchFavorites({ regionId, locale, kind, favorites }, controller.signal).then(
      (items) => {
        setLoaded({
          keys: new Set(favorites.map((entry) => entryKey(kind, entry))),
          items: items.map(toFavoriteCard),
        })
        setFailed(false)
      },
      () => {
        if (!controller.signal.aborted) setFailed(true)
      },
    )
    return () => controller.abort()
  }, [hydrated, unseen, stored, regionId, locale, kind, attempt])

  const shown = (loaded?.items ?? []).filter((item) => hasFavorite(kind, stored, item.target))

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
    if (!hydrated || (unseen && !loaded && !failed))
      return <p className={styles.message}>{texts.loading}</p>
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
      key: item.key,
      title: item.name,
      href: item.href,
      image: item.image,
      badge: item.badge,
      eyebrow: item.eyebrow,
      text: item.text,
      action: (
        <FavoriteButton
          kind={kind}
          regionId={regionId}
          target={item.target}
          name={item.name}
          texts={texts.button}
          onRemoved={onRemoved}
        />
      ),
    }))
    return <CardList items={cards} headingLevel={headingLevel} />
  }

  return (
    <div
      ref={container}
      className={className ? `${styles.list} ${className}` : styles.list}
      tabIndex={-1}
    >
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {body()}
    </div>
  )
}
