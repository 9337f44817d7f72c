const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Bad request · Terrafield Foods</title><style>body{margin:0;font-family:system-ui,sans-serif;color:#1d2b23;background:#fbf8f1}main{max-width:40rem;margin:15vh auto;padding:0 1.5rem}h1{color:#123d2a}a{color:#123d2a}</style></head><body><main><h1>Bad request</h1><p>This address is not valid. Check the link, or go to the <a href="/">home page</a>.</p></main></body></html>`

/**
 * Next's router answers a path with broken percent-encoding (`/%ZZ`, `/%ff`) with a bare 500, and a
 * NUL byte has no business in a path: both are the caller's mistake, so they get a 400 here.
 */
export function isMalformedPath(url) {
  const path = String(url ?? '/').split('?')[0]
  try {
    return decodeURIComponent(path).includes('\0')
  } catch {
    return true
  }
}

export function answerBadRequest(req, res) {
  const wantsJson = String(req.url).startsWith('/api/')
  res.statusCode = 400
  res.setHeader('cache-control', 'no-store')
  res.setHeader('x-content-type-options', 'nosniff')
  if (wantsJson) {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ message: 'Bad request: the URL is not valid.' }))
  } else {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(PAGE)
  }
}

/** Methods a web page never sends: Next's Request refuses TRACE and TRACK with a bare 500. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

export function isRefusedMethod(method) {
  return REFUSED_METHODS.has(String(method).toUpperCase())
}

/**
 * Feeds, sitemaps, spec sheets and robots are route handlers Next stores: the 405 or 500 it answers
 * another method, sent before the first GET, would be stored as the URL's copy for everyone.
 */
const STORED_RESOURCE = /\.(xml|pdf|txt|md)$/i
export const READ_METHODS = 'GET, HEAD'

export function isWriteToStoredResource(url, method) {
  const path = String(url ?? '/').split('?')[0]
  if (path.startsWith('/api/') || path.startsWith('/admin')) return false
  return (
    STORED_RESOURCE.test(path) && !READ_METHODS.split(', ').includes(String(method).toUpperCase())
  )
}

export function answerMethodNotAllowed(res, allow = 'GET, HEAD, POST, OPTIONS') {
  res.statusCode = 405
  res.setHeader('allow', allow)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ message: 'Method not allowed.' }))
}
