import { brandPageMetadata, renderBrandPage } from '@/features/brands/brand-page'
import { routePage, textParam } from '../../../route-page'

interface BrandPageRequest {
  slug: string
  page: string
}

const route = routePage(
  {
    render: (scope, { slug, page }: BrandPageRequest) => renderBrandPage(scope, slug, page),
    metadata: (scope, { slug, page }: BrandPageRequest) => brandPageMetadata(scope, slug, page),
  },
  ({ slug, page }) => ({ slug: textParam(slug), page: textParam(page) }),
)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
