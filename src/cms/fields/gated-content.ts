import type { FieldAccess } from 'payload'
import { isEditor } from '../access'

export const gatedContentRead: FieldAccess = ({ req, doc }) => {
  if (isEditor(req)) return true
  // Payload checking a `where` or `sort` path: a yes would leak the text one filter at a time.
  if (!doc) return false
  return (doc as { authentication?: string }).authentication !== 'signedIn'
}
