import { FOLLOW_ONLY } from '@/components/layout/robots'
import type { Metadata } from 'next'
import { getSpecSheetProduct } from '@/features/catalogue/spec-sheet/load'
import { SpecSheetView } from '@/features/catalogue/spec-sheet/spec-sheet-view'
import { translator } from '@/i18n/translate'
import { specificationsPath } from '@/routing/build'
import { resolveScope, type SiteParams } from '../../../../../../scope'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { withDefaultShareImage } from '../../../../share-image'

interface Props {
  params: Promise<SiteParams & { first: string; second: string }>
}

// Keeps the cached sheet's "Generated on" date at most a day old.
export const revalidate = 86400

export function generateStaticParams(): { second: string }[] {
  return []
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: Props): Promise<Metadata> => {
    const [scope, { first, second }] = await Promise.all([resolveScope(params), params])
    const product = scope ? await getSpecSheetProduct(scope, first, second) : null
    if (!scope || !product?.sku) return {}
    const t = translator(scope.locale)
    return {
      title: t('specSheet.documentTitle', { name: product.marketingName ?? product.sku }),
      alternates: {
        canonical: specificationsPath(
          scope.regionId,
          scope.locale,
          product.slug ?? '',
          product.sku,
        ),
      },
      // A printable copy of the product page, which is the one to index.
      robots: FOLLOW_ONLY,
    }
  },
)

export default async function SpecificationsPage({ params }: Props) {
  const [scope, { first, second }] = await Promise.all([resolveScope(params), params])
  const product = scope ? await getSpecSheetProduct(scope, first, second) : null
  if (!scope || !product) return <NotFoundPage subject="product" />
  return (
    <SpecSheetView
      product={product}
      scope={scope}
      t={translator(scope.locale)}
      generatedAt={new Date()}
    />
  )
}
