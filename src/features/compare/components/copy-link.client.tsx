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

/** Copies the absolute URL of `href`; not shown where the clipboard is unavailable (no script, plain http). */
export function CopyLinkButton({ href, labels }: { href: string; labels: CopyLinkLabels }) {
  const available = useSyncExternalStore(subscribe, canCopy, () => false)
  const [status, setStatus] = useState('')
  if (!available) return null

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
      <button type="button" className="button button-secondary" onClick={copy}>
        {labels.copy}
      </button>
      <span role="status" className={styles.copyStatus}>
        {status}
      </span>
    </>
  )
}
