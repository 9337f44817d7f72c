import { siteRedirect } from '@/lib/site-redirect'
import { canonicalQueryTarget } from '@/routing/canonical-query'

export async function GET(request: Request): Promise<Response> {
  const { pathname, searchParams } = new URL(request.url)
  const target = canonicalQueryTarget(pathname, searchParams)
  if (target === null) return Response.json({ message: 'Page not found' }, { status: 404 })
  return siteRedirect(target)
}
