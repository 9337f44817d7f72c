import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { LazyCompareButton } from './components/compare-lazy.client'

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
    <LazyCompareButton
      sku={sku}
      name={name}
      regionId={scope.regionId}
      labels={{ add: t('compare.add'), limit: t('compare.limit') }}
    />
  )
}
