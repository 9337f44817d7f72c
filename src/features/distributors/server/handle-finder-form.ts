import 'server-only'
import { sitePathParam } from '@/routing/site-path'
import { finderUrl } from '../lib/finder-state'
import { stateFromForm } from '../lib/state-from-form'

const MAX_QUERY_LENGTH = 2000

const refuse = (message: string, status = 400) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * The finder's GET form lands here and is sent on (303) to the search's own URL, results in view.
 * Nothing is read from the CMS; the page validates what it shows.
 */
export function handleFinderForm(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  const url = new URL(request.url)
  if (url.search.length > MAX_QUERY_LENGTH) return refuse('The search is too long.', 414)
  const path = sitePathParam(url.searchParams.get('path'))
  if (!path) return refuse('The finder page is missing or not on this site.')
  const target = finderUrl(path, stateFromForm(url.searchParams))
  return new Response(null, {
    status: 303,
    headers: {
      location: target === path ? target : `${target}#distributor-results`,
      'cache-control': 'no-store',
    },
  })
}
