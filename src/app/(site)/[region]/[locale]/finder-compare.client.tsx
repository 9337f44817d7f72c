'use client'

import { lazy, type ReactNode, Suspense, useCallback } from 'react'
import type { CompareButtonLabels } from '@/features/compare/components/compare-button.client'
import { ResultActionContext } from '@/features/product-finder/components/result-actions.client'

// Matches only ever render in the browser: the button's code loads with the first of them.
const CompareButton = lazy(() =>
  import('@/features/compare/components/compare-button.client').then((module) => ({
    default: module.CompareButton,
  })),
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
      <Suspense fallback={null}>
        <CompareButton sku={sku} name={name} regionId={regionId} labels={labels} />
      </Suspense>
    ),
    [regionId, labels],
  )
  return <ResultActionContext value={action}>{children}</ResultActionContext>
}
