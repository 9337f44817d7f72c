'use client'

import { type ReactNode, useCallback } from 'react'
import {
  CompareButton,
  type CompareButtonLabels,
} from '@/features/compare/components/compare-button.client'
import { ResultActionContext } from '@/features/product-finder/components/result-actions.client'

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
