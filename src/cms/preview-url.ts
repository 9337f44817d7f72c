import type { CollectionConfig } from 'payload'
import { env } from '../lib/env'

type PreviewFn = NonNullable<NonNullable<CollectionConfig['admin']>['preview']>

/** The admin's preview button: the secret proves the link came from the CMS, the route checks the editor. */
export const previewUrl: PreviewFn = (doc, { locale, req }) => {
  const secret = env().PREVIEW_SECRET
  const id = (doc as { id?: number | string }).id
  const collection = req.routeParams?.collection ?? req.url?.match(/collections\/([^/?]+)/)?.[1]
  if (!secret || id === undefined || typeof collection !== 'string') return null
  const query = new URLSearchParams({ secret, collection, id: String(id), locale })
  return `/api/preview?${query.toString()}`
}
