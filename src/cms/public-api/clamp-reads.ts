import { type CollectionBeforeOperationHook, NotFound } from 'payload'
import { isTrustedReader } from '../access'
import { clampLimit, PUBLIC_API_LIMITS } from './limits'

const READS = new Set(['read', 'count', 'readDistinct'])
const BY_ID = new Set(['read', 'update', 'delete'])
const isRowId = (id: unknown) =>
  typeof id === 'number'
    ? Number.isSafeInteger(id)
    : typeof id === 'string' && /^\d{1,15}$/.test(id)

interface ReadArgs {
  overrideAccess?: boolean
  id?: unknown
  currentDepth?: number
  limit?: unknown
  depth?: unknown
}

// A malformed id is a 404 before the database answers 500; nested reads are bounded by the parent.
export const clampPublicReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const read = args as ReadArgs | undefined
  if (!read || read.overrideAccess) return args
  if (BY_ID.has(operation) && read.id !== undefined && !isRowId(read.id)) throw new NotFound(req.t)
  if (!READS.has(operation) || read.currentDepth || isTrustedReader(req)) return args
  return {
    ...args,
    limit: clampLimit(read.limit),
    pagination: true,
    depth: Math.min(Number(read.depth) || 0, PUBLIC_API_LIMITS.maxDepth),
  }
}
