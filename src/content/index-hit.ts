import type { IndexHitFieldsFragment } from './generated/graphql'
import { type Image, toImage } from './images'
import { resolveLink } from './links'
import type { ContentScope } from './scope'

/** A document of the public index as the site links it: search results, listings, grids, finder. */
export interface IndexCard {
  kind: string
  title: string
  summary: string
  sku: string | null
  href: string
  image: Image | null
}

export function toIndexCard(scope: ContentScope, hit: IndexHitFieldsFragment): IndexCard | null {
  const { relationTo, ...target } = hit.link
  const link = resolveLink(scope, { reference: { relationTo, value: target } })
  if (!link) return null
  return {
    kind: hit.kind,
    title: hit.title,
    summary: hit.summary,
    sku: hit.sku ?? null,
    href: link.href,
    image: toImage(hit.image),
  }
}
