import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'
import { isSameSitePath } from '@/routing/redirects'

export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  return NextResponse.redirect(new URL(isSameSitePath(path) ? path : '/', request.nextUrl.origin), 307)
}
