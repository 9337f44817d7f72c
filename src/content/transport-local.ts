import { SITE_READER_HEADER, siteReaderToken } from '@/lib/site-reader'
import { TransportError } from './errors'
import type { Transport } from './transport'

type GraphqlHandler = (request: Request) => Promise<Response>

let handler: Promise<GraphqlHandler> | undefined

// Loaded lazily so HTTP-transport deployments never load Payload.
function graphqlHandler(): Promise<GraphqlHandler> {
  handler ??= Promise.all([import('@payloadcms/next/routes'), import('@payload-config')]).then(
    ([routes, config]) => routes.GRAPHQL_POST(config.default),
  )
  return handler
}

// The HTTP route's handler, so access control, locales and drafts behave alike; it reads as the
// site (lib/site-reader), so internal settings are readable and the public caps do not apply.
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
