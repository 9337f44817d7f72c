import type { Metadata } from 'next'
import { productRouteMetadata, renderProductRoute } from '@/features/catalogue/route-page'
import { resolveScope, type SiteParams } from '../../../../../scope'

interface Props {
  params: Promise<SiteParams & { first: string; second: string }>
}

export function generateStaticParams(): { second: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [scope, { first, second }] = await Promise.all([resolveScope(params), params])
  return productRouteMetadata(scope, [first, second])
}

export default async function ProductInCategoryPage({ params }: Props) {
  const [scope, { first, second }] = await Promise.all([resolveScope(params), params])
  return renderProductRoute(scope, [first, second])
}
