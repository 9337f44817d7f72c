import {
  blogListingMetadata,
  type BlogListingRequest,
  renderBlogListing,
} from '@/features/blog/listing-route'
import { type ListingParams, listingPage } from '../listing-page'

export { listParam, textParam } from '../listing-page'

/** A blog listing route: the index, a category or an author, with sort and page in the path. */
export const blogListingPage = (toRequest: (values: ListingParams) => BlogListingRequest) =>
  listingPage({ render: renderBlogListing, metadata: blogListingMetadata }, toRequest)
