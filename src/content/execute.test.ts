import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'

import { createGraphqlExecutor } from './execute'
import type { GraphqlRequest, Transport } from './transport'

function recordingTransport(data: unknown) {
  const requests: GraphqlRequest[] = []
  const transport: Transport = async (req) => {
    requests.push(req)
    return { status: 200, headers: new Headers(), body: { data } }
  }
  return { requests, transport }
}

describe('createGraphqlExecutor', () => {
  it('runs a parsed document under its operation name and returns the data', async () => {
    const { requests, transport } = recordingTransport({ Pages: { docs: [] } })
    const execute = createGraphqlExecutor(transport)
    const document = parse(`
      fragment PageFields on Page { slug }
      query PageBySlug($slug: String) { Pages(where: { slug: { equals: $slug } }) { docs { ...PageFields } } }
    `)

    await expect(execute(document, { slug: 'home' })).resolves.toEqual({ Pages: { docs: [] } })
    expect(requests[0]?.operationName).toBe('PageBySlug')
    expect(requests[0]?.query).toContain('fragment PageFields on Page')
    expect(requests[0]?.variables).toEqual({ slug: 'home' })
  })

  it('sends default and per-call headers with a request id', async () => {
    const { requests, transport } = recordingTransport({})
    const execute = createGraphqlExecutor(transport, { headers: { authorization: 'a', x: '1' } })

    await execute(
      { operationName: 'Flags', query: 'query Flags { x }' },
      {},
      {
        headers: { x: '2' },
        requestId: 'req-7',
      },
    )
    expect(requests[0]?.headers).toEqual({ authorization: 'a', x: '2', 'x-request-id': 'req-7' })
  })

  it('rejects documents without a named operation', async () => {
    const { transport } = recordingTransport({})
    const execute = createGraphqlExecutor(transport)

    await expect(execute(parse('{ x }'), {})).rejects.toThrow('named operation')
  })
})
