import type { Metadata } from 'next'
import { getSampleBagSettings } from '@/content/sample-bag'
import { SampleBagPage, sampleBagMetadata } from '@/features/sample-bag/sample-bag-page'
import { resolveScope, type SiteParams } from '../../../scope'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { withDefaultShareImage } from '../share-image'

interface Props {
  params: Promise<SiteParams>
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const scope = await resolveScope(params)
    const settings = scope && (await getSampleBagSettings(scope))
    return scope && settings?.enabled ? sampleBagMetadata(scope, settings) : {}
  },
)

/** A region whose navigation bar does not offer the bag has none. */
export default async function SampleBagRoute({ params }: Props) {
  const scope = await resolveScope(params)
  if (!scope) return <NotFoundPage />
  const settings = await getSampleBagSettings(scope)
  if (!settings.enabled) return <NotFoundPage />
  return <SampleBagPage scope={scope} settings={settings} />
}
