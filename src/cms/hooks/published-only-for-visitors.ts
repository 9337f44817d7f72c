import type { CollectionBeforeOperationHook } from 'payload'
import { isEditor } from '../access'

// Payload's `draft` argument is not a permission: anyone could pass `draft: true` to read drafts.
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
