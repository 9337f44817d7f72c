import type { RelationshipFieldSingleValidation } from 'payload'
import { idOf, type ParentRef } from './parent-ref'

export const MAX_PARENT_DEPTH = 8

/** Refuses a parent that would make a cycle or a chain deeper than the spec's 8 levels. */
export const validateParentChain: RelationshipFieldSingleValidation = async (
  value,
  { req, id },
) => {
  let current = idOf(value as ParentRef)
  for (let depth = 1; current !== null; depth++) {
    if (id !== undefined && String(current) === String(id))
      return 'A page cannot be its own ancestor'
    if (depth >= MAX_PARENT_DEPTH)
      return `Pages can be nested at most ${MAX_PARENT_DEPTH} levels deep`
    const parent = await req.payload
      .findByID({
        collection: 'pages',
        id: current,
        depth: 0,
        draft: true,
        req,
        disableErrors: true,
      })
      .catch(() => null)
    current = idOf((parent as { parentPage?: ParentRef } | null)?.parentPage)
  }
  return true
}
