'use client'

import { useState, useSyncExternalStore } from 'react'
import styles from './compare.module.css'

export interface CopyLinkLabels {
  copy: string
  copied: string
  failed: string
}

const subscribe = () => () => {}
const canCopy = () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard)

/**
 * Copies the absolute URL of `href`. Where the clipboard is unavailable (no script yet, plain http)
 * the button keeps its place but is invisible, so the table below never moves when it appears.
 */
export function CopyLinkButton({ href, labels }: { href: string; labels: CopyLinkLabels }) {
  const available = useSyncExternalStore(subscribe, canCopy, () => false)
  const [status, setStatus] = useState('')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).toString())
      setStatus(labels.copied)
    } catch {
      setStatus(labels.failed)
    }
  }

  return (
    <>
      <button
        type="button"
        className={`button button-secondary${available ? '' : ` ${styles.unavailable}`}`}
        onClick={copy}
        disabled={!available}
      >
        {labels.copy}
      </button>
      <span role="status" className={styles.copyStatus}>
        {status}
      </span>
    </>
  )
}
