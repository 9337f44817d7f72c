import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { CompareButton } from './components/compare-button.client'

/** The compare toggle for a product page or card, with its copy resolved here on the server. */
export function CompareAction({
  sku,
  name,
  scope,
}: {
  sku: string
  name: string
  scope: ContentScope
}) {
  const t = translator(scope.locale)
  return (
    <CompareButton
      sku={sku}
      name={name}
      regionId={scope.regionId}
      labels={{ add: t('compare.add'), limit: t('compare.limit') }}
    />
  )
}
