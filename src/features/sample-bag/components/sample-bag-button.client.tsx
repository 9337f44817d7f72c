'use client'

import { SiteLink } from '@/components/link/site-link.client'
import { useState } from 'react'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { useHydrated } from '@/lib/use-hydrated.client'
import { addToBag, type AddResult } from '../lib/storage'
import { sampleBagStore } from '../lib/store'
import styles from '../sample-bag.module.css'

export interface SampleBagButtonMessages {
  label: string
  added: string
  duplicate: string
  max: string
  viewBag: string
}

interface SampleBagButtonProps {
  regionId: string
  sku: string
  maxItems: number
  bagHref: string
  messages: SampleBagButtonMessages
}

export function SampleBagButton({
  regionId,
  sku,
  maxItems,
  bagHref,
  messages,
}: SampleBagButtonProps) {
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<{ result: AddResult; count: number } | null>(null)

  const add = () => {
    const store = sampleBagStore(regionId)
    const { result, bag } = addToBag(store.get(), sku, maxItems)
    if (result === 'added') {
      store.set(bag)
      pushAnalyticsEvent('sample_bag_add', { sku })
    }
    setNotice((previous) => ({ result, count: (previous?.count ?? 0) + 1 }))
  }

  const text =
    notice &&
    { added: messages.added, duplicate: messages.duplicate, full: messages.max }[notice.result]
  return (
    <div className={styles.action}>
      {/* Disabled until hydrated: a click before then would do nothing. */}
      <button type="button" className="button button-primary" onClick={add} disabled={!hydrated}>
        {messages.label}
      </button>
      {/* A new node per click, so the same sentence is announced again on a second click. */}
      <p role="status" className={styles.notice}>
        {notice && <span key={notice.count}>{text}</span>}
      </p>
      {notice && notice.result !== 'full' && (
        <SiteLink href={bagHref} className={styles.viewBag}>
          {messages.viewBag}
        </SiteLink>
      )}
    </div>
  )
}
