import { isRecord } from '@/lib/is-record'
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens'
import { isSiteReaderToken, SITE_READER_HEADER } from '../../lib/site-reader'
import { apiError, withCappedBody, withinDeadline } from './guard-requests'
import { PUBLIC_API_LIMITS } from './limits'

type Handler = (request: Request) => Promise<Response>

/** graphql-js answers an unknown field with "Did you mean …?": a map of the schema for strangers. */
const withoutSuggestions = (text: string) => text.replace(/ ?Did you mean [^?]*\?/g, '')

function tooManyTokens(query: string): string | null {
  try {
    new MaxTokensParserWLexer(query, { n: PUBLIC_API_LIMITS.graphql.maxTokens }).parseDocument()
    return null
  } catch (error) {
    return error instanceof Error && /token/i.test(error.message) ? error.message : null
  }
}

/** The checks Payload's endpoint lacks (it answers broken JSON with an empty 500). */
export function guardGraphql(handler: Handler): Handler {
  return async (request) => {
    const capped = await withCappedBody(request)
    if (capped instanceof Response) return capped
    const text = await capped.clone().text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return apiError(400, 'The request body is not valid JSON.')
    }
    if (!isRecord(body) || typeof body.query !== 'string')
      return apiError(400, 'The request body must be a JSON object with a "query" string.')
    const trusted = isSiteReaderToken(request.headers.get(SITE_READER_HEADER))
    const refusal = trusted ? null : tooManyTokens(body.query)
    if (refusal) return apiError(400, refusal)
    const response = await withinDeadline(handler(capped))
    if (trusted) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(withoutSuggestions(await response.text()), {
      status: response.status,
      headers,
    })
  }
}
