import type { Metadata } from 'next'
import { blogListingMetadata, type BlogListingRequest, renderBlogListing } from '@/features/blog/listing-route'
import { resolveScope, type SiteParams } from '../../../scope'

type Params = Promise<SiteParams & Record<string, string | string[] | undefined>>
type Values = Awaited<Params>

/** The page and metadata of a blog listing route; `toRequest` reads its dynamic segments. */
export function listingPage(toRequest: (values: Values) => BlogListingRequest) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      return blogListingMetadata(await resolveScope(params), toRequest(await params))
    },
    async Page({ params }: { params: Params }) {
      return renderBlogListing(await resolveScope(params), toRequest(await params))
    },
  }
}

export const textParam = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')
export const listParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [])
