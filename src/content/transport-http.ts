import { TransportError } from './errors'
import type { Transport } from './transport'

export interface HttpTransportOptions {
  headers?: Record<string, string>
}

export function createHttpTransport(url: string, options: HttpTransportOptions = {}): Transport {
  return async (req, signal) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...options.headers,
          ...req.headers,
        },
        body: JSON.stringify({
          query: req.query,
          variables: req.variables,
          operationName: req.operationName,
        }),
        signal,
      })
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: parseJson(text) }
    } catch (error) {
      if (signal.aborted) throw signal.reason
      throw new TransportError(`Content request ${req.operationName} got no response`, {
        retryable: true,
        cause: error,
      })
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
