import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { sameHostRedirect } from '@/lib/same-host-redirect'
import { isSameSitePath } from '@/routing/redirects'

export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  return sameHostRedirect(request, isSameSitePath(path) ? path : '/')
}
