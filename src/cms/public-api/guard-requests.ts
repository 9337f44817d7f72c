import { readCapped } from '../../lib/read-json-body'
import { PUBLIC_API_LIMITS } from './limits'

type RouteContext = { params: Promise<{ slug: string[] }> }
type Handler<C> = (request: Request, context: C) => Promise<Response>

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const apiError = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

export async function withCappedBody(request: Request): Promise<Request | Response> {
  if (BODYLESS.has(request.method) || !request.body) return request
  const bytes = await readCapped(request, PUBLIC_API_LIMITS.maxBodyBytes).catch(() => null)
  if (bytes === null) return apiError(400, 'The request body could not be read.')
  if (bytes === 'too-large')
    return apiError(413, `The request body is larger than ${PUBLIC_API_LIMITS.maxBodyBytes} bytes.`)
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes as Uint8Array<ArrayBuffer>,
  })
}

/** Bounds the wait, not the work: Payload takes no signal, the per-request caps bound the work. */
export async function withinDeadline(work: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Response>((resolve) => {
    timer = setTimeout(
      () => resolve(apiError(503, 'The request took too long. Try a smaller one.')),
      PUBLIC_API_LIMITS.deadlineMs,
    )
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

// Payload's SQL builder fails on some valid-looking filters (an `or` on one block sub-field) with a
// 500; that is the filter's fault.
const isFailedFilter = (request: Request, response: Response) =>
  response.status === 500 &&
  request.method === 'GET' &&
  new URL(request.url).searchParams.toString().includes('where')

/** Uploads keep Payload's own file size limit. */
export function guardRest(handler: Handler<RouteContext>): Handler<RouteContext> {
  return async (request, context) => {
    const guarded = isMultipart(request) ? request : await withCappedBody(request)
    if (guarded instanceof Response) return guarded
    const response = await withinDeadline(handler(guarded, context))
    return isFailedFilter(request, response)
      ? apiError(400, 'This filter is not supported. Try a simpler one.')
      : response
  }
}
