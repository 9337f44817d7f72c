import 'server-only'

/** A day in browsers; an editor's new icon reaches returning visitors by the next day. */
const KEEP = 'public, max-age=86400'
/** The answer drawn while the CMS could not be read is not worth keeping. */
export const BRIEFLY = 'public, max-age=60'

export function fileResponse(body: Buffer | string, type: string, cache = KEEP): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'content-type': type, 'cache-control': cache, 'x-content-type-options': 'nosniff' },
  })
}

export function notFoundResponse(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': BRIEFLY },
  })
}

/** A content outage answers the fallback (briefly cached) instead of a 500 for an icon. */
export async function fileOrFallback(
  type: string,
  produce: () => Promise<Buffer>,
  fallback: () => Promise<Buffer>,
): Promise<Response> {
  try {
    return fileResponse(await produce(), type)
  } catch {
    return fileResponse(await fallback(), type, BRIEFLY)
  }
}
