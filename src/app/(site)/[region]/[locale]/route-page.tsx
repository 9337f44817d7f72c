import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import type { ContentScope } from '@/content/scope'
import { resolveScope, type SiteParams } from '../../scope'
import { withDefaultShareImage } from './share-image'

type Params = Promise<SiteParams & Record<string, string | string[] | undefined>>
export type RouteParams = Awaited<Params>

interface RouteFeature<Request> {
  render: (scope: ContentScope | null, request: Request) => Promise<ReactNode>
  metadata: (scope: ContentScope | null, request: Request) => Promise<Metadata>
}

export function routePage<Request>(
  feature: RouteFeature<Request>,
  toRequest: (values: RouteParams) => Request,
) {
  return {
    // An empty list keeps these pages rendered on first request and cached, not prebuilt.
    generateStaticParams: (): Record<string, never>[] => [],
    generateMetadata: withDefaultShareImage(
      async ({ params }: { params: Params }): Promise<Metadata> =>
        feature.metadata(await resolveScope(params), toRequest(await params)),
    ),
    async Page({ params }: { params: Params }) {
      return feature.render(await resolveScope(params), toRequest(await params))
    },
  }
}

export const textParam = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : ''
export const listParam = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : []

export const bySlug =
  <Kind extends string>(kind: Kind) =>
  ({ slug, rest }: RouteParams) => ({ kind, slug: textParam(slug), tail: listParam(rest) })
