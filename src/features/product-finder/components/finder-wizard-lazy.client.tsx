'use client'

import { lazy, Suspense } from 'react'
import type { WizardProps } from './wizard-types'

// Rendered on the server as usual; its code loads only on pages that show a finder, not on every
// generic page (the route imports every block's renderer). React.lazy, not next/dynamic, whose
// runtime alone would add ~1 KB gzip to those pages.
const FinderWizard = lazy(() =>
  import('./finder-wizard.client').then((module) => ({ default: module.FinderWizard })),
)

export function LazyFinderWizard(props: WizardProps) {
  return (
    <Suspense fallback={null}>
      <FinderWizard {...props} />
    </Suspense>
  )
}
