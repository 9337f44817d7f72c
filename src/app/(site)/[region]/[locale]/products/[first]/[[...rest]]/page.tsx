import type { Metadata } from 'next'
import { productRouteMetadata, renderProductRoute } from '@/features/catalogue/route-page'
import { resolveScope, type SiteParams } from '../../../../../scope'
import { productSlots } from '../../product-slots'
import { withDefaultShareImage } from '../../../share-image'

type Params = Promise<SiteParams & { first: string; rest?: string[] }>

async function segmentsOf(params: Params): Promise<string[]> {
  const { first, rest = [] } = await params
  return [first, ...rest]
}

export function generateStaticParams(): Record<string, string>[] {
  return []
}

export const generateMetadata = withDefaultShareImage(
  async ({ params }: { params: Params }): Promise<Metadata> => {
    const [scope, segments] = await Promise.all([resolveScope(params), segmentsOf(params)])
    return productRouteMetadata(scope, segments)
  },
)

export default async function ProductRoutePage({ params }: { params: Params }) {
  const [scope, segments] = await Promise.all([resolveScope(params), segmentsOf(params)])
  return renderProductRoute(scope, segments, productSlots)
}
