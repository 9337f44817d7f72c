import { FOLLOW_ONLY } from '@/components/layout/robots'
import type { Metadata } from 'next'
import type { SampleBagSettings } from '@/content/sample-bag'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { SampleBagPanel } from './components/sample-bag-panel'
import { sampleBagPath } from './lib/paths'
import styles from './sample-bag.module.css'

interface SampleBagPageProps {
  scope: ContentScope
  settings: SampleBagSettings
}

/** Cached for every visitor, so the bag itself is a client island reading this browser's storage. */
export function SampleBagPage({ scope, settings }: SampleBagPageProps) {
  return <SampleBagPanel scope={scope} settings={settings} className={`container ${styles.page}`} />
}

export function sampleBagMetadata(scope: ContentScope, settings: SampleBagSettings): Metadata {
  return {
    title: settings.bagTitle ?? translator(scope.locale)('sampleBag.title'),
    alternates: { canonical: sampleBagPath(scope) },
    // Every visitor's bag is their own: nothing here for a search index.
    robots: FOLLOW_ONLY,
  }
}
