import { FOLLOW_ONLY } from '@/components/layout/robots'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getProductSpecificationSettings } from '@/content/product-settings'
import { isFeatureOn } from '@/content/settings'
import { buildComparisonRows } from '@/features/catalogue/spec-sheet/comparison-rows'
import { ComparisonView } from '@/features/compare/comparison-view'
import { toCompareColumns } from '@/features/compare/lib/columns'
import { loadComparison } from '@/features/compare/lib/load-comparison'
import { readSkusParam } from '@/features/compare/lib/sku-param'
import { translator } from '@/i18n/translate'
import { resolveScope, type SiteParams } from '../../../scope'
import { withDefaultShareImage } from '../share-image'

// The selection is in the query string: every request renders (product reads stay cached).
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<SiteParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const scope = await resolveScope(params)
    if (!scope) return {}
    // Every selection is its own URL; none of them belongs in a search index.
    return {
      title: translator(scope.locale)('compare.title'),
      robots: FOLLOW_ONLY,
    }
  },
)

export default async function ComparePage({ params, searchParams }: Props) {
  const [scope, query] = await Promise.all([resolveScope(params), searchParams])
  // A rendered-per-request page: only a 404 thrown by the page itself sets the status here.
  if (!scope || !(await isFeatureOn(scope, 'compare'))) notFound()
  const requested = readSkusParam(query.skus)
  const { products, overLimit } = await loadComparison(scope, requested.skus)
  const settings = products.length > 0 ? await getProductSpecificationSettings(scope) : undefined
  const t = translator(scope.locale)
  return (
    <ComparisonView
      scope={scope}
      t={t}
      columns={toCompareColumns(products, scope)}
      table={buildComparisonRows(products, scope, t, settings)}
      overLimit={overLimit}
      syncStorage={requested.present}
    />
  )
}
