import { getSampleBagSettings } from '@/content/sample-bag'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { SampleBagButton } from './components/sample-bag-button.client'
import { addedConfirmation } from './lib/confirmation'
import { sampleBagPath } from './lib/paths'

interface SampleBagActionProps {
  sku: string
  name: string
  getASample: boolean
  scope: ContentScope
}

export async function SampleBagAction({ sku, name, getASample, scope }: SampleBagActionProps) {
  if (!getASample) return null
  const settings = await getSampleBagSettings(scope)
  if (!settings.enabled) return null
  const t = translator(scope.locale)
  return (
    <SampleBagButton
      regionId={scope.regionId}
      sku={sku}
      maxItems={settings.maxItems}
      bagHref={sampleBagPath(scope)}
      messages={{
        label: t('sampleBag.getASample'),
        added: addedConfirmation(name, t('sampleBag.added'), scope.locale),
        duplicate: t('sampleBag.duplicate'),
        max: t('sampleBag.max'),
        viewBag: t('sampleBag.viewBag'),
      }}
    />
  )
}
