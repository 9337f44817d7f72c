import {
  blogListingMetadata,
  type BlogListingRequest,
  renderBlogListing,
} from '@/features/blog/listing-route'
import { type RouteParams, routePage } from '../route-page'

export { bySlug, listParam, textParam } from '../route-page'

export const blogListingPage = (toRequest: (values: RouteParams) => BlogListingRequest) =>
  routePage({ render: renderBlogListing, metadata: blogListingMetadata }, toRequest)
