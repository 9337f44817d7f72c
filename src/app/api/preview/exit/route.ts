import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { siteRedirect } from '@/lib/site-redirect'
import { isSameSitePath } from '@/routing/redirects'

export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  return siteRedirect(isSameSitePath(path) ? path : '/')
}
