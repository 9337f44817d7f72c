import { SITE_READER_HEADER, siteReaderToken } from '@/lib/site-reader'
import { TransportError } from './errors'
import type { Transport } from './transport'

type GraphqlHandler = (request: Request) => Promise<Response>

let handler: Promise<GraphqlHandler> | undefined

/** Payload's own GraphQL route handler, loaded lazily so HTTP-transport deployments never load it. */
function graphqlHandler(): Promise<GraphqlHandler> {
  handler ??= Promise.all([import('@payloadcms/next/routes'), import('@payload-config')]).then(
    ([routes, config]) => routes.GRAPHQL_POST(config.default),
  )
  return handler
}

/**
 * Same handler as over HTTP, so access control, locales and drafts behave alike. Reads as the site
 * (lib/site-reader): internal settings are readable, the public caps do not apply.
 */
export function createLocalTransport(): Transport {
  return async (request, signal) => {
    const run = await graphqlHandler()
    let response: Response
    try {
      response = await run(
        new Request('http://127.0.0.1/api/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SITE_READER_HEADER]: siteReaderToken(),
            ...request.headers,
          },
          body: JSON.stringify({
            query: request.query,
            variables: request.variables,
            operationName: request.operationName,
          }),
          signal,
        }),
      )
    } catch (error) {
      throw new TransportError('The embedded CMS failed to answer', {
        retryable: true,
        cause: error,
      })
    }
    const body: unknown = await response.json().catch(() => null)
    return { status: response.status, headers: response.headers, body }
  }
}
