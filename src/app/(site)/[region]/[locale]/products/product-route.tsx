import type { Metadata } from 'next'
import { productRouteMetadata, renderProductRoute } from '@/features/catalogue/route-page'
import { resolveScope, type SiteParams } from '../../../scope'
import { productSlots } from './product-slots'

type Params = Promise<SiteParams & Record<string, string>>

async function segmentsOf(params: Params, names: readonly string[]): Promise<string[]> {
  const values = await params
  return names.map((name) => values[name] ?? '')
}

/** The page and metadata of a `/products/…` route whose dynamic segments are `names`. */
export function productRoute(names: readonly string[]) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const [scope, segments] = await Promise.all([resolveScope(params), segmentsOf(params, names)])
      return productRouteMetadata(scope, segments)
    },
    async Page({ params }: { params: Params }) {
      const [scope, segments] = await Promise.all([resolveScope(params), segmentsOf(params, names)])
      return renderProductRoute(scope, segments, productSlots)
    },
  }
}
