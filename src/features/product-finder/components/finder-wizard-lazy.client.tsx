'use client'

import dynamic from 'next/dynamic'

// Rendered on the server as usual; its code loads only on pages that show a finder, not on every
// generic page (the route imports every block's renderer).
export const LazyFinderWizard = dynamic(() =>
  import('./finder-wizard.client').then((module) => module.FinderWizard),
)
