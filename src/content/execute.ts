import { Kind, print, type DocumentNode } from 'graphql'

import { executeWithRetry, type RetryOptions } from './retry'
import type { Transport } from './transport'

/** Matches graphql-codegen's `TypedDocumentNode`, so its documents infer data and variables. */
export interface DocumentTypeDecoration<TData, TVars> {
  __apiType?: (variables: TVars) => TData
}

export interface SourceDocument {
  operationName: string
  query: string
}

export type ContentDocument<TData = unknown, TVars = Record<string, unknown>> = (
  SourceDocument | DocumentNode
) &
  DocumentTypeDecoration<TData, TVars>

export type ExecuteOptions = Partial<Omit<RetryOptions, 'operation'>> & {
  headers?: Record<string, string>
}

export type GraphqlExecutor = <TData, TVars extends Record<string, unknown>>(
  document: ContentDocument<TData, TVars>,
  variables: TVars,
  options?: ExecuteOptions,
) => Promise<TData>

export function createGraphqlExecutor(
  transport: Transport,
  defaults: ExecuteOptions = {},
): GraphqlExecutor {
  return async <TData, TVars extends Record<string, unknown>>(
    document: ContentDocument<TData, TVars>,
    variables: TVars,
    options: ExecuteOptions = {},
  ) => {
    const { operationName, query } = toSource(document)
    const { headers, ...retryOptions } = { ...defaults, ...options }
    const allHeaders = { ...defaults.headers, ...headers }
    const { data } = await executeWithRetry(
      (signal, { requestId }) =>
        transport(
          {
            operationName,
            query,
            variables,
            headers: { ...allHeaders, 'x-request-id': requestId },
          },
          signal,
        ),
      { ...retryOptions, operation: operationName },
    )
    // The shape is the server's promise for this document; generated types describe it.
    return data as TData
  }
}

const printed = new WeakMap<DocumentNode, SourceDocument>()

function toSource(document: SourceDocument | DocumentNode): SourceDocument {
  if (!isDocumentNode(document)) return document
  const cached = printed.get(document)
  if (cached) return cached
  const source = { operationName: operationNameOf(document), query: print(document) }
  printed.set(document, source)
  return source
}

function isDocumentNode(document: SourceDocument | DocumentNode): document is DocumentNode {
  return 'kind' in document && document.kind === Kind.DOCUMENT
}

export function operationNameOf(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const name = operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined
  if (!name) throw new Error('Content documents need a named operation')
  return name
}
