/**
 * A 307 to a path on the host the visitor used. Next turns a relative Location into an absolute
 * one on its own listening address (e.g. localhost:3000), which is wrong behind a proxy.
 */
export function sameHostRedirect(request: Request, path: string): Response {
  // Only the Host header: x-forwarded-* are whatever the client sent unless a proxy rewrites them.
  const host = request.headers.get('host')
  const protocol = new URL(request.url).protocol.replace(':', '')
  const location = host ? new URL(path, `${protocol}://${host}`).toString() : path
  return new Response(null, { status: 307, headers: { location } })
}
