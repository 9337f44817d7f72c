import type { ProductFinderBlockFieldsFragment } from '@/content/generated/graphql'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { CompareTray } from '@/features/compare/compare-tray'
import { compareBasePath } from '@/features/compare/lib/compare-path'
import { ProductFinder } from '@/features/product-finder/product-finder'
import { translator } from '@/i18n/translate'
import { FinderCompareActions } from './finder-compare.client'

/**
 * The finder with the compare feature's toggle on its matches and the compare tray below it; each
 * only where the region's flag leaves it on.
 */
export async function ProductFinderBlock({
  block,
  scope,
}: {
  block: ProductFinderBlockFieldsFragment
  scope: ContentScope
}) {
  const [finderOn, compareOn] = await Promise.all([
    isFeatureOn(scope, 'productFinder'),
    isFeatureOn(scope, 'compare'),
  ])
  if (!finderOn) return null
  if (!compareOn) return <ProductFinder block={block} scope={scope} />
  const t = translator(scope.locale)
  const labels = { add: t('compare.add'), limit: t('compare.limit') }
  return (
    <ProductFinder
      block={block}
      scope={scope}
      slots={{
        wrap: (wizard) => (
          <FinderCompareActions regionId={scope.regionId} labels={labels}>
            {wizard}
          </FinderCompareActions>
        ),
        extras: <CompareTray scope={scope} />,
        comparePath: compareBasePath(scope.regionId, scope.locale),
      }}
    />
  )
}
