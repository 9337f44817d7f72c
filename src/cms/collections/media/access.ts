import { type Access, type CollectionBeforeOperationHook, Forbidden, type Where } from 'payload'
import { isTrustedReader } from '../../access'

/** A file is served only when a media document names it, so stray files on disk stay private. */
export const mediaRead: Access = ({ req, isReadingStaticFile }) => {
  if (isTrustedReader(req)) return true
  return isReadingStaticFile ? { filename: { exists: true } } : true
}

const namesIds = (where: Where | undefined): boolean => {
  if (!where) return false
  if (where.id && typeof where.id === 'object' && ('equals' in where.id || 'in' in where.id))
    return true
  return Array.isArray(where.and) && where.and.some((part) => namesIds(part))
}

/** By id only, as relationship population asks: drafts' and internal files stay unlisted. */
export const noAnonymousMediaListing: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  const read = args as { overrideAccess?: boolean; id?: unknown; where?: Where } | undefined
  if (
    operation !== 'read' ||
    read?.overrideAccess ||
    read?.id !== undefined ||
    isTrustedReader(req)
  )
    return args
  if (!namesIds(read?.where)) throw new Forbidden(req.t)
  return args
}
