'use client'

import { useId, useState } from 'react'
import { CopyLinkButton } from '@/components/ui/copy-link-button.client'
import type { WizardLabels, WizardTexts } from './wizard-types'
import styles from './product-finder.module.css'

/** The CMS body with `{url}` filled in; the URL is appended when the body has no `{url}`. */
export function shareMailto(subject: string, body: string, url: string): string {
  const text = body.includes('{url}') ? body.replaceAll('{url}', url) : `${body}\n\n${url}`.trim()
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`
}

interface FinderShareProps {
  url: string
  texts: WizardTexts
  labels: WizardLabels
}

export function FinderShare({ url, texts, labels }: FinderShareProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const inputId = useId()
  if (!texts.shareButtonTitle) return null
  return (
    <div className={styles.share}>
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {texts.shareButtonTitle}
      </button>
      <div id={panelId} className={styles.sharePanel} hidden={!open}>
        <label htmlFor={inputId}>{labels.shareLink}</label>
        <input
          id={inputId}
          className={styles.shareUrl}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.shareActions}>
          <CopyLinkButton
            href={url}
            labels={{ copy: labels.copyLink, copied: labels.copied, failed: labels.copyFailed }}
          />
          <a
            className="button button-secondary"
            href={shareMailto(texts.shareEmailSubject ?? '', texts.shareEmailBody ?? '', url)}
          >
            {labels.email}
          </a>
        </div>
      </div>
    </div>
  )
}
