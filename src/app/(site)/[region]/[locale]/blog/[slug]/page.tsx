import { blogPostRouteMetadata, renderBlogPost } from '@/features/blog/post-route'
import { routePage, textParam } from '../../route-page'

const route = routePage({ render: renderBlogPost, metadata: blogPostRouteMetadata }, ({ slug }) =>
  textParam(slug),
)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
