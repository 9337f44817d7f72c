import type { FieldAccess } from 'payload'
import { isEditor } from '../access'

/**
 * The content of a page gated to signed-in partners is withheld from every API caller who is not
 * an editor; the page itself (title, gate) stays readable so the site can show the denial
 * message. The partner feature reads it with the partner's own token.
 */
export const gatedContentRead: FieldAccess = ({ req, doc }) =>
  isEditor(req) || (doc as { authentication?: string } | undefined)?.authentication !== 'signedIn'
