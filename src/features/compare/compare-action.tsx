import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { LazyCompareButton } from './components/compare-lazy.client'

/** Nothing where the region's `compare` flag is off. */
export async function CompareAction({
  sku,
  name,
  scope,
}: {
  sku: string
  name: string
  scope: ContentScope
}) {
  if (!(await isFeatureOn(scope, 'compare'))) return null
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
