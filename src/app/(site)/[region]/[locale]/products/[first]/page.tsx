import type { Metadata } from 'next'
import { productRouteMetadata, renderProductRoute } from '@/features/catalogue/route-page'
import { resolveScope, type SiteParams } from '../../../../scope'

interface Props {
  params: Promise<SiteParams & { first: string }>
}

export function generateStaticParams(): { first: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [scope, { first }] = await Promise.all([resolveScope(params), params])
  return productRouteMetadata(scope, [first])
}

export default async function ProductOrCategoryPage({ params }: Props) {
  const [scope, { first }] = await Promise.all([resolveScope(params), params])
  return renderProductRoute(scope, [first])
}
