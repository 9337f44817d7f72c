import type { SampleBagBlockFieldsFragment } from '@/content/generated/graphql'
import { getSampleBagSettings } from '@/content/sample-bag'
import type { ContentScope } from '@/content/scope'
import { SampleBagPanel } from './components/sample-bag-panel'
import styles from './sample-bag.module.css'

interface Props {
  block: SampleBagBlockFieldsFragment
  scope: ContentScope
}

/** The sample bag page's bag as a page block; a region whose navigation offers no bag shows none. */
export async function SampleBagBlock({ block, scope }: Props) {
  const settings = await getSampleBagSettings(scope)
  if (!settings.enabled) return null
  return (
    <SampleBagPanel
      scope={scope}
      settings={settings}
      className={styles.panel}
      headingLevel={2}
      bagTitle={block.title?.trim() || null}
      id={block.anchorId ?? undefined}
    />
  )
}
