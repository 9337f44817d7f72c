import fs from 'node:fs'
import path from 'node:path'

/** Media files are what pages show: they stay with the pages, whatever the API worker is doing. */
const MEDIA_FILES = '/api/media/file/'

/** `/api/terrafield+/…`: the partner program's site routes, under a name the CMS chooses. */
const PARTNER_PROGRAM = /^\/api\/[^/]+\+(?:\/|$)/

/** As path prefixes: `/api/canonical-url/[[...path]]` → `/api/canonical-url`. */
export function siteApiPrefixes(root) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, '.next/server/app-paths-manifest.json'), 'utf8'),
  )
  return Object.keys(manifest)
    .filter((route) => route.startsWith('/api/') && route.endsWith('/route'))
    .map((route) => {
      const segments = route.slice(0, -'/route'.length).split('/')
      const dynamic = segments.findIndex((segment) => segment.startsWith('['))
      return (dynamic === -1 ? segments : segments.slice(0, dynamic)).join('/')
    })
}

export function isCmsApiRequest(url, sitePrefixes) {
  const pathname = String(url ?? '/').split('?')[0]
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return false
  if (pathname.startsWith(MEDIA_FILES) || PARTNER_PROGRAM.test(pathname)) return false
  return !sitePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
