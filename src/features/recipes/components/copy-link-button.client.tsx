'use client'

import { useState } from 'react'
import styles from '../recipe-page.module.css'

interface CopyLinkButtonProps {
  url: string
  label: string
  copied: string
  failed: string
}

/** Copies the recipe's address; the outcome is announced in a live region that is always present. */
export function CopyLinkButton({ url, label, copied, failed }: CopyLinkButtonProps) {
  const [message, setMessage] = useState('')
  const copy = () => {
    if (!navigator.clipboard) {
      setMessage(failed)
      return
    }
    navigator.clipboard.writeText(url).then(
      () => setMessage(copied),
      () => setMessage(failed),
    )
  }
  return (
    <>
      <button type="button" className="button button-secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className={styles.status}>
        {message}
      </span>
    </>
  )
}
