'use client'

import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.client'
import { pushAnalyticsEvent } from '@/lib/analytics'
import type { FavoriteKind, FavoriteTarget } from '../lib/entry'
import { favoritePayload } from '../lib/favorite-payload'
import { fillName } from '../lib/name-template'
import type { FavoriteButtonTexts } from '../lib/texts'
import styles from './favorites.module.css'
import { useFavorites } from './use-favorites.client'
import { useHydrated } from '@/lib/use-hydrated.client'

interface FavoriteButtonProps {
  kind: FavoriteKind
  regionId: string
  target: FavoriteTarget
  name: string
  texts: FavoriteButtonTexts
  onRemoved?: (name: string) => void
}

export function FavoriteButton({
  kind,
  regionId,
  target,
  name,
  texts,
  onRemoved,
}: FavoriteButtonProps) {
  const hydrated = useHydrated()
  const favorites = useFavorites(kind, regionId)
  const pressed = favorites.has(target)
  const [asking, setAsking] = useState(false)
  const [added, setAdded] = useState(false)

  const toggle = () => {
    if (pressed) {
      setAsking(true)
      return
    }
    favorites.add(target)
    setAdded(true)
    pushAnalyticsEvent('favorite_add', favoritePayload(kind, target))
  }
  const confirm = () => {
    setAsking(false)
    setAdded(false)
    favorites.remove(target)
    pushAnalyticsEvent('favorite_remove', favoritePayload(kind, target))
    onRemoved?.(name)
  }

  return (
    <div className={styles.favorite}>
      {/* Disabled until hydrated, so an early click is not lost; the hidden name tells cards apart.
          The CMS gives an add and a remove label, so the label says the state (no aria-pressed). */}
      <button
        type="button"
        className="button button-secondary"
        disabled={!hydrated}
        onClick={toggle}
      >
        {pressed ? texts.remove : texts.add}
        <span className="visually-hidden">: {name}</span>
      </button>
      <p role="status" className={styles.status}>
        {pressed && added ? fillName(texts.added, name) : ''}
      </p>
      <ConfirmDialog
        open={asking}
        message={fillName(texts.removeConfirm, name)}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}
