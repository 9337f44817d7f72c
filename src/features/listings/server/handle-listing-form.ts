import 'server-only'
import { sitePath } from '@/lib/site-path'
import { listingUrl } from '../lib/listing-url'
import { stateFromForm } from '../lib/state-from-form'

const MAX_QUERY_LENGTH = 8000

const refuse = (message: string, status = 400) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * The no-script filter form posts here as a GET: it answers with a redirect to the listing state's
 * own URL, the one the script would have navigated to. Nothing is read from the CMS.
 */
export function handleListingForm(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  const url = new URL(request.url)
  if (url.search.length > MAX_QUERY_LENGTH) return refuse('The filter form is too long.', 414)
  const path = sitePath(url.searchParams.get('path'))
  if (!path) return refuse('The listing page is missing or not on this site.')
  const target = listingUrl(path, stateFromForm(url.searchParams.entries()))
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'no-store' },
  })
}
