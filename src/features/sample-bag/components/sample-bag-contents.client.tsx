'use client'

import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.client'
import { useBrowserStore } from '@/lib/use-browser-store.client'
import { useHydrated } from '@/lib/use-hydrated.client'
import type { Locale } from '@/routing/locales'
import type { BagProduct } from '../lib/bag-product'
import type { BagMessages } from '../lib/client-messages'
import { fillSlots } from '@/i18n/fill-slots'
import type { CountryOption } from '../lib/shipping-countries'
import { removeFromBag, withoutSkus } from '../lib/storage'
import { sampleBagStore } from '../lib/store'
import styles from '../sample-bag.module.css'
import { BagItems } from './bag-items'
import { SampleOrderForm } from './sample-order-form.client'
import { useBagProducts } from './use-bag-products.client'

export interface BagTitles {
  bag: string
  empty: string
  emptySample: string | null
  emptySampleInfo: string | null
}

export interface SampleBagContentsProps {
  regionId: string
  locale: Locale
  titles: BagTitles
  countries: readonly CountryOption[]
  messages: BagMessages
  /** 1 on the sample bag page; 2 where the bag is a block under the page's own title. */
  headingLevel?: 1 | 2
}

export function SampleBagContents({
  regionId,
  locale,
  titles,
  countries,
  messages,
  headingLevel = 1,
}: SampleBagContentsProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2'
  const Subtitle = headingLevel === 1 ? 'h2' : 'h3'
  const hydrated = useHydrated()
  const store = sampleBagStore(regionId)
  const bag = useBrowserStore(store)
  const { cards, loading, error, droppedSome, retry } = useBagProducts(
    regionId,
    locale,
    bag.map((entry) => entry.sku),
  )
  const [removing, setRemoving] = useState<BagProduct | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [reference, setReference] = useState<string | null>(null)
  const [removals, setRemovals] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const successRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (reference) successRef.current?.focus()
  }, [reference])

  // After the dialog has closed (a child's effect, so it runs first): its button is gone.
  useEffect(() => {
    if (removals > 0) headingRef.current?.focus()
  }, [removals])

  const items = bag.flatMap((entry) => cards.get(entry.sku) ?? [])
  const empty = hydrated && bag.length === 0 && !reference

  const remove = () => {
    if (!removing) return
    store.set(removeFromBag(store.get(), removing.sku))
    setAnnouncement(fillSlots(messages['sampleBag.removed'], { name: removing.name }))
    setRemoving(null)
    setRemovals((count) => count + 1)
  }

  // Only what was ordered: another tab may have added products while the order was on its way.
  const placed = (orderReference: string, ordered: readonly string[]) => {
    store.set(withoutSkus(store.get(), new Set(ordered)))
    setReference(orderReference)
  }

  return (
    <div className={styles.contents}>
      <Title ref={headingRef} tabIndex={-1} className={styles.title}>
        {empty ? titles.empty : titles.bag}
      </Title>
      <p role="status" className={styles.notice}>
        {announcement || (droppedSome ? messages['sampleBag.unavailableRemoved'] : '')}
      </p>
      {reference && (
        <p ref={successRef} tabIndex={-1} role="status" className={styles.success}>
          {fillSlots(messages['sampleOrder.success'], { reference })}
        </p>
      )}
      {empty && (
        <div className={styles.empty}>
          {titles.emptySample && <Subtitle>{titles.emptySample}</Subtitle>}
          {titles.emptySampleInfo && <p>{titles.emptySampleInfo}</p>}
        </div>
      )}
      {(!hydrated || loading) && <p className={styles.loading}>{messages['sampleBag.loading']}</p>}
      {error && (
        <div role="alert" className="form-alert">
          <p>{messages['sampleBag.loadError']}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {messages['error.tryAgain']}
          </button>
        </div>
      )}
      {items.length > 0 && (
        <BagItems
          items={items}
          label={messages['sampleBag.items']}
          removeText={messages['sampleBag.remove']}
          removeLabel={messages['sampleBag.removeLabel']}
          headingLevel={headingLevel === 1 ? 2 : 3}
          onRemove={setRemoving}
        />
      )}
      {/* Mounted while new products load (another tab, a retry), so what was typed stays; it sends once all have loaded. */}
      {bag.length > 0 && (
        <SampleOrderForm
          regionId={regionId}
          locale={locale}
          skus={items.map((item) => item.sku)}
          ready={!loading && !error && items.length > 0}
          countries={countries}
          messages={messages}
          headingLevel={headingLevel === 1 ? 2 : 3}
          onPlaced={placed}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={fillSlots(messages['sampleBag.removeConfirm'], { name: removing?.name ?? '' })}
        confirmLabel={messages['sampleBag.remove']}
        cancelLabel={messages['sampleBag.cancel']}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  )
}
