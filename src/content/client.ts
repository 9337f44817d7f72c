import 'server-only'
import { unstable_cache } from 'next/cache'
import { env } from '@/lib/env'
import { SITE_READER_HEADER, siteReaderToken } from '@/lib/site-reader'
import {
  type ContentDocument,
  createGraphqlExecutor,
  type GraphqlExecutor,
  operationNameOf,
} from './execute'
import type { ContentScope } from './scope'
import { createHttpTransport } from './transport-http'
import { createLocalTransport } from './transport-local'

let executor: GraphqlExecutor | undefined

function graphql(): GraphqlExecutor {
  if (!executor) {
    const { CONTENT_GRAPHQL_URL, CONTENT_DEADLINE_MS } = env()
    // A remote content service sharing PAYLOAD_SECRET knows the site's reads by the same header.
    const transport = CONTENT_GRAPHQL_URL
      ? createHttpTransport(CONTENT_GRAPHQL_URL, {
          headers: { [SITE_READER_HEADER]: siteReaderToken() },
        })
      : createLocalTransport()
    executor = createGraphqlExecutor(transport, {
      deadlineMs: CONTENT_DEADLINE_MS,
      ignoreUnresolvableLinks: true,
    })
  }
  return executor
}

export interface QueryOptions {
  tags: string[]
}

type Vars = Record<string, unknown>

/** Preview and partner reads never touch the cache, so drafts and gated content cannot leak. */
export async function runQuery<TData, TDocVars extends Vars>(
  scope: Pick<ContentScope, 'previewToken' | 'partnerToken'>,
  document: ContentDocument<TData, TDocVars>,
  variables: Omit<TDocVars, 'draft'>,
  options: QueryOptions,
): Promise<TData> {
  if (scope.previewToken) {
    const draft = { ...variables, draft: true } as unknown as TDocVars
    return graphql()(document, draft, { headers: { authorization: `JWT ${scope.previewToken}` } })
  }
  const published = { ...variables, draft: false } as unknown as TDocVars
  if (scope.partnerToken) {
    return graphql()(document, published, {
      headers: { authorization: `JWT ${scope.partnerToken}` },
    })
  }
  if (!env().CONTENT_CACHE) return graphql()(document, published)
  const name = 'kind' in document ? operationNameOf(document) : document.operationName
  const cached = unstable_cache(
    () => graphql()(document, published),
    [name, JSON.stringify(published)],
    {
      tags: options.tags,
    },
  )
  return cached()
}
