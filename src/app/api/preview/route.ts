import { timingSafeEqual } from 'node:crypto'
import config from '@payload-config'
import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'
import { getPayload } from 'payload'
import { isPreviewCollection, previewPath } from '@/cms/preview-path'
import { env } from '@/lib/env'
import { siteRedirect } from '@/lib/site-redirect'

const DENIED = { message: 'You do not have permission to access this content.' }

function secretMatches(given: string | null): boolean {
  const expected = env().PREVIEW_SECRET
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

// Only for a signed-in editor who also presents the secret; the target is never taken from the URL.
export async function GET(request: NextRequest): Promise<Response> {
  const query = request.nextUrl.searchParams
  const collection = query.get('collection')
  const id = query.get('id')
  if (
    !secretMatches(query.get('secret')) ||
    !isPreviewCollection(collection) ||
    !id ||
    !/^\d+$/.test(id)
  ) {
    return NextResponse.json(DENIED, { status: 401 })
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') return NextResponse.json(DENIED, { status: 403 })
  const path = await previewPath(payload, collection, id, query.get('locale') ?? 'en')
  if (!path) return NextResponse.json({ message: 'Page not found' }, { status: 404 })
  ;(await draftMode()).enable()
  return siteRedirect(path)
}
