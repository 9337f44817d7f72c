import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import type { ContentScope } from '@/content/scope'
import { resolveScope, type SiteParams } from '../../scope'

type Params = Promise<SiteParams & Record<string, string | string[] | undefined>>
export type ListingParams = Awaited<Params>

interface ListingFeature<Request> {
  render: (scope: ContentScope | null, request: Request) => Promise<ReactNode>
  metadata: (scope: ContentScope | null, request: Request) => Promise<Metadata>
}

export function listingPage<Request>(
  feature: ListingFeature<Request>,
  toRequest: (values: ListingParams) => Request,
) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      return feature.metadata(await resolveScope(params), toRequest(await params))
    },
    async Page({ params }: { params: Params }) {
      return feature.render(await resolveScope(params), toRequest(await params))
    },
  }
}

export const textParam = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : ''
export const listParam = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : []
