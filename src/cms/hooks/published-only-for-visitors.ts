import type { CollectionBeforeOperationHook } from 'payload'
import { isEditor } from '../access'

/**
 * Payload's `draft` argument is not a permission: without this an anonymous GraphQL caller could
 * pass `draft: true` and read unpublished versions. Read access also filters to published rows.
 */
export const publishedOnlyForVisitors: CollectionBeforeOperationHook = ({
  args,
  req,
  operation,
}) => {
  if (
    (operation === 'read' || operation === 'count') &&
    !isEditor(req) &&
    args &&
    'draft' in args
  ) {
    return { ...args, draft: false }
  }
  return args
}
