import type { Access, PayloadRequest } from 'payload'

export const EDITOR_COLLECTION = 'users'

export function isEditor(req: PayloadRequest): boolean {
  return req.user?.collection === EDITOR_COLLECTION
}

export const anyone: Access = () => true

export const editorsOnly: Access = ({ req }) => isEditor(req)

/** Visitors may read only what editors have published; drafts stay with editors. */
export const publishedOrEditor: Access = ({ req }) =>
  isEditor(req) ? true : { _status: { equals: 'published' } }
