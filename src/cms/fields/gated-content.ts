import type { FieldAccess } from 'payload'
import { isEditor } from '../access'

/**
 * The content of a page gated to signed-in partners is withheld from every API caller who is not
 * an editor; the page itself (title, gate) stays readable so the site can show the denial
 * message. The partner feature reads it with the partner's own token.
 *
 * Payload also asks this with no document when it checks a `where` or `sort` path: answering yes
 * there would let anyone learn the hidden text one filter at a time, so without a document only
 * editors may filter or sort on these fields.
 */
export const gatedContentRead: FieldAccess = ({ req, doc }) => {
  if (isEditor(req)) return true
  if (!doc) return false
  return (doc as { authentication?: string }).authentication !== 'signedIn'
}
