'use client'

import { useState, useSyncExternalStore } from 'react'
import styles from './copy-link-button.module.css'

export interface CopyLinkLabels {
  copy: string
  copied: string
  failed: string
}

interface CopyLinkButtonProps {
  href: string
  labels: CopyLinkLabels
  statusClassName?: string
  // Without a clipboard (no script yet, plain http) it keeps its place invisibly, so nothing moves.
  hideWhenUnavailable?: boolean
}

const subscribe = () => () => {}
const canCopy = () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard)

/** The outcome is announced in a live region that is always present. */
export function CopyLinkButton({
  href,
  labels,
  statusClassName,
  hideWhenUnavailable = false,
}: CopyLinkButtonProps) {
  const available = useSyncExternalStore(subscribe, canCopy, () => false)
  const hidden = hideWhenUnavailable && !available
  const [status, setStatus] = useState('')

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
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
        className={`button button-secondary${hidden ? ` ${styles.unavailable}` : ''}`}
        onClick={copy}
        disabled={hidden}
      >
        {labels.copy}
      </button>
      <span role="status" className={statusClassName}>
        {status}
      </span>
    </>
  )
}
