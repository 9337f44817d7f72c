import type { FieldAccess } from 'payload'
import { isEditor } from '../access'

/**
 * The page itself (title, gate) stays readable so the site can show the denial message. Payload
 * also asks this with no document when it checks a `where` or `sort` path: answering yes there
 * would let anyone learn the hidden text one filter at a time, so only editors may.
 */
export const gatedContentRead: FieldAccess = ({ req, doc }) => {
  if (isEditor(req)) return true
  if (!doc) return false
  return (doc as { authentication?: string }).authentication !== 'signedIn'
}
