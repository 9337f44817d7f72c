import {
  blogListingMetadata,
  type BlogListingRequest,
  renderBlogListing,
} from '@/features/blog/listing-route'
import { type ListingParams, listingPage } from '../listing-page'

export { listParam, textParam } from '../listing-page'

export const blogListingPage = (toRequest: (values: ListingParams) => BlogListingRequest) =>
  listingPage({ render: renderBlogListing, metadata: blogListingMetadata }, toRequest)
