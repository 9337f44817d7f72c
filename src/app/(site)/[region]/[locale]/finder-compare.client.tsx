'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useCallback } from 'react'
import type { CompareButtonLabels } from '@/features/compare/components/compare-button.client'
import { ResultActionContext } from '@/features/product-finder/components/result-actions.client'

// Matches only ever render in the browser: the button's code loads with the first of them.
const CompareButton = dynamic(() =>
  import('@/features/compare/components/compare-button.client').then(
    (module) => module.CompareButton,
  ),
)

/** The compare toggle on each product the finder matches; the 3-product limit is the compare feature's. */
export function FinderCompareActions({
  regionId,
  labels,
  children,
}: {
  regionId: string
  labels: CompareButtonLabels
  children: ReactNode
}) {
  const action = useCallback(
    ({ sku, name }: { sku: string; name: string }) => (
      <CompareButton sku={sku} name={name} regionId={regionId} labels={labels} />
    ),
    [regionId, labels],
  )
  return <ResultActionContext value={action}>{children}</ResultActionContext>
}
