import type { Field, FieldAccess, PayloadRequest } from 'payload'
import { isEditor } from '../access'
import { isPartner } from '../partner-access'
import { passesContext } from '../partner-audience'

interface GatedDoc {
  authentication?: string
  authenticationContext?: unknown
}

/**
 * A page's body: for a signed-in partner (reading with their own session token, as the site's
 * partner pages do) when the page asks for one, and only for the audience its context names.
 */
async function mayReadBody(req: PayloadRequest, page: GatedDoc): Promise<boolean> {
  if (isEditor(req)) return true
  if (page.authentication === 'signedIn' && !isPartner(req)) return false
  return passesContext(req, page.authenticationContext)
}

export const gatedContentRead: FieldAccess = async ({ req, doc }) => {
  // Payload checking a `where` or `sort` path: a yes would leak the text one filter at a time.
  if (!doc) return isEditor(req)
  return mayReadBody(req, doc as GatedDoc)
}

/** Whether this reader gets the body: a withheld field reads as an empty list over GraphQL. */
export const bodyReadableField: Field = {
  name: 'bodyReadable',
  type: 'checkbox',
  virtual: true,
  admin: { hidden: true },
  hooks: {
    afterRead: [({ req, siblingData }) => mayReadBody(req, (siblingData ?? {}) as GatedDoc)],
  },
}

/**
 * Whether every reader gets the same body: no sign-in asked and no context. The site then serves
 * a partner the copy everyone shares and reads with the partner's token only the other pages.
 */
export const bodyForEveryoneField: Field = {
  name: 'bodyForEveryone',
  type: 'checkbox',
  virtual: true,
  admin: { hidden: true },
  hooks: {
    afterRead: [
      ({ siblingData }) => {
        const page = (siblingData ?? {}) as GatedDoc
        return page.authentication !== 'signedIn' && page.authenticationContext == null
      },
    ],
  },
}

/** A recipe with no context: every reader may see it, so a partner gets the copy everyone shares. */
export const forEveryoneField: Field = {
  name: 'forEveryone',
  type: 'checkbox',
  virtual: true,
  admin: { hidden: true },
  hooks: {
    afterRead: [
      ({ siblingData }) => (siblingData as GatedDoc | undefined)?.authenticationContext == null,
    ],
  },
}
