import type { CollectionConfig } from 'payload'
import { env } from '../lib/env'

type PreviewFn = NonNullable<NonNullable<CollectionConfig['admin']>['preview']>

/** The site's preview route for a document: the secret proves the link came from the CMS, the route checks the editor. */
export function previewHref(
  collection: unknown,
  id: number | string | undefined,
  locale: string,
): string | null {
  const secret = env().PREVIEW_SECRET
  if (!secret || id === undefined || typeof collection !== 'string') return null
  const query = new URLSearchParams({ secret, collection, id: String(id), locale })
  return `/api/preview?${query.toString()}`
}

/** The admin's preview button. */
export const previewUrl: PreviewFn = (doc, { locale, req }) =>
  previewHref(
    req.routeParams?.collection ?? req.url?.match(/collections\/([^/?]+)/)?.[1],
    (doc as { id?: number | string }).id,
    locale,
  )
