import 'server-only'
import { unstable_cache } from 'next/cache'
import { env } from '@/lib/env'
import { processWide } from '@/lib/process-wide'
import { SITE_READER_HEADER, siteReaderToken } from '@/lib/site-reader'
import {
  type ContentDocument,
  createGraphqlExecutor,
  type GraphqlExecutor,
  operationNameOf,
} from './execute'
import type { ContentScope } from './scope'
import { createSharedReadCache } from './shared-read-cache'
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
  /**
   * The answer depends on who asks (page bodies, recipes for some partners): a signed-in partner's
   * read carries their token. Other reads are the same for everyone.
   */
  gated?: boolean
}

const sharedReads = () => processWide('shared-read-cache', () => createSharedReadCache(1000))

type Vars = Record<string, unknown>

/** A read that must reach the content service itself (the readiness check), never a cache. */
export function runUncachedQuery<TData, TDocVars extends Vars>(
  document: ContentDocument<TData, TDocVars>,
  variables: TDocVars,
): Promise<TData> {
  return graphql()(document, variables)
}

/**
 * Preview reads and a partner's gated reads never touch a cache, so drafts and gated content
 * cannot leak. A partner's other reads are anonymous, so they share one cache with every partner.
 */
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
  if (scope.partnerToken && options.gated) {
    return graphql()(document, published, {
      headers: { authorization: `JWT ${scope.partnerToken}` },
    })
  }
  if (!env().CONTENT_CACHE) return graphql()(document, published)
  const name = 'kind' in document ? operationNameOf(document) : document.operationName
  // Next skips its data cache in draft mode, which a partner's pages render in.
  if (scope.partnerToken) {
    return sharedReads().read(JSON.stringify([name, published]), options.tags, () =>
      graphql()(document, published),
    )
  }
  const cached = unstable_cache(
    () => graphql()(document, published),
    [name, JSON.stringify(published)],
    {
      tags: options.tags,
    },
  )
  return cached()
}
