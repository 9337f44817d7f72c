import { Forbidden, type ServerFunction } from 'payload'
import { isEditor } from '../access'
import { isSitePageCollection, publishedPath } from '../preview-path'

/**
 * The admin's "View on site" asks through Payload's server functions (no REST endpoint of its
 * own): the published document's public path, or null while it has none. Editors only.
 */
export const sitePathFunction: ServerFunction<{
  collection?: unknown
  id?: unknown
  locale?: unknown
}> = async ({ collection, id, locale, req }) => {
  if (!isEditor(req)) throw new Forbidden(req.t)
  const wellFormedId =
    (typeof id === 'string' || typeof id === 'number') && /^\d{1,12}$/.test(`${id}`)
  if (!isSitePageCollection(collection) || !wellFormedId) return null
  const code = typeof locale === 'string' ? locale : (req.locale ?? 'en')
  return publishedPath(req.payload, collection, String(id), code)
}
