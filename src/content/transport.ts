export interface GraphqlRequest {
  operationName: string
  query: string
  variables: Record<string, unknown>
  headers?: Record<string, string>
}

export interface TransportResponse {
  status: number
  headers: Headers
  body: unknown
}

// Rejects only when no response arrived: a `TransportError` or the abort reason of `signal`.
export type Transport = (req: GraphqlRequest, signal: AbortSignal) => Promise<TransportResponse>
