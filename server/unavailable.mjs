const RETRY_AFTER_SECONDS = 30

/** Media files are read from storage (disk or a bucket) as pages read content, and fail the same way. */
const MEDIA_FILES = '/api/media/file/'

/**
 * A page whose render failed answers 503 with Retry-After instead of Next's 500. Here a page render
 * fails when its content cannot be read (the database or the content service is down or slow), a
 * condition that passes: the 503 tells browsers, crawlers and nginx (which then serves its stale
 * copy) to come back. The body stays the localized error page. A media file whose storage could not
 * be read answers the same way. Other API routes answer for themselves.
 */
export function answerRenderFailureAsUnavailable(req, res) {
  const url = String(req.url ?? '/')
  if (url.startsWith('/api/') && !url.startsWith(MEDIA_FILES)) return
  const writeHead = res.writeHead
  res.writeHead = function writeHeadUnavailable(status, ...rest) {
    if (status !== 500) return writeHead.call(this, status, ...rest)
    this.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
    this.setHeader('cache-control', 'no-store')
    const headers = rest.find((item) => typeof item === 'object' && item !== null)
    return headers ? writeHead.call(this, 503, headers) : writeHead.call(this, 503)
  }
}
