import type { Access, PayloadRequest } from 'payload'
import { isSiteReaderToken, SITE_READER_HEADER } from '../lib/site-reader'

export const EDITOR_COLLECTION = 'users'

export function isEditor(req: PayloadRequest): boolean {
  return req.user?.collection === EDITOR_COLLECTION
}

/** The site's own server-side reads (see lib/site-reader): never an editor, never drafts. */
export function isSiteReader(req: PayloadRequest): boolean {
  return isSiteReaderToken(req.headers?.get(SITE_READER_HEADER))
}

export function isTrustedReader(req: PayloadRequest): boolean {
  return isEditor(req) || isSiteReader(req)
}

export const anyone: Access = () => true

export const editorsOnly: Access = ({ req }) => isEditor(req)

export const publishedOrEditor: Access = ({ req }) =>
  isEditor(req) ? true : { _status: { equals: 'published' } }

/** Settings the site reads for itself: not listable by anonymous API callers. */
export const siteOrEditor =
  (inner: Access): Access =>
  (args) =>
    isTrustedReader(args.req) ? inner(args) : false
