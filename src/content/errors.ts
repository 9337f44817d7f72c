import { isRecord } from '@/lib/is-record'
export interface GraphqlError {
  message: string
  extensions?: Record<string, unknown>
  path?: readonly (string | number)[]
}

interface ContentErrorDetails {
  operation: string
  status: number | null
  requestId: string | null
  graphqlErrors?: readonly GraphqlError[]
  cause?: unknown
}

export class ContentError extends Error {
  readonly operation: string
  readonly status: number | null
  readonly requestId: string | null
  readonly graphqlErrors?: readonly GraphqlError[]

  constructor(message: string, details: ContentErrorDetails) {
    super(message, { cause: details.cause })
    this.name = 'ContentError'
    this.operation = details.operation
    this.status = details.status
    this.requestId = details.requestId
    this.graphqlErrors = details.graphqlErrors
  }
}

export class TransportError extends Error {
  readonly retryable: boolean

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.name = 'TransportError'
    this.retryable = options.retryable
  }
}

const UNRESOLVABLE_LINK_CODE = 'UNRESOLVABLE_LINK'
const LINK_NOT_FOUND =
  /\b(related|relationship|link(ed)?|reference[sd]?)\b.*\b(could not|cannot|can't) be (found|resolved)\b/i
const MISSING_OR_HIDDEN = /not found|forbidden/i
const MISSING_OR_HIDDEN_NAMES = new Set(['NotFound', 'Forbidden'])
// graphql-js's null-list-item error: Payload leaves these holes where a hasMany target is gone.
const NULL_LIST_ITEM = /^Cannot return null for non-nullable field/

export function isUnresolvableLinkError(error: GraphqlError): boolean {
  const { message, extensions, path = [] } = error
  if (extensions?.code === UNRESOLVABLE_LINK_CODE) return true
  if (codeOf(extensions?.contentful) === UNRESOLVABLE_LINK_CODE) return true
  if (LINK_NOT_FOUND.test(message)) return true
  // A top-level field that is not found is missing content, not a dangling link.
  if (path.length < 2) return false
  const name = extensions?.name
  if (typeof name === 'string' && MISSING_OR_HIDDEN_NAMES.has(name)) return true
  if (MISSING_OR_HIDDEN.test(message)) return true
  return NULL_LIST_ITEM.test(message) && typeof path[path.length - 1] === 'number'
}

function codeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined
}

export function readGraphqlErrors(body: unknown): GraphqlError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return []
  return body.errors.filter(isRecord).map((entry) => ({
    message: typeof entry.message === 'string' ? entry.message : 'Unknown GraphQL error',
    ...(isRecord(entry.extensions) && { extensions: entry.extensions }),
    ...(isPath(entry.path) && { path: entry.path }),
  }))
}

function isPath(value: unknown): value is (string | number)[] {
  return (
    Array.isArray(value) &&
    value.every((segment) => typeof segment === 'string' || typeof segment === 'number')
  )
}
