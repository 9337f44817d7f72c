import { brandPageMetadata, renderBrandPage } from '@/features/brands/brand-page'
import { routePage, textParam } from '../../route-page'

const route = routePage({ render: renderBrandPage, metadata: brandPageMetadata }, ({ slug }) =>
  textParam(slug),
)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
