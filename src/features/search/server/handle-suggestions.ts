import 'server-only'
import { searchSite } from '@/content/search'
import { isFeatureOn } from '@/content/settings'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { cleanQuery } from '../lib/search-params'
import { MAX_SUGGESTIONS, type SuggestionsResponse } from '../lib/suggestion'

/** The same for every visitor of a region: shared caches may keep it briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }
const NO_STORE = { 'cache-control': 'no-store' }

const refuse = (message: string) => Response.json({ message }, { status: 400, headers: NO_STORE })

export async function handleSuggestions(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const region = findRegion(params.get('region'))
  const locale = params.get('locale')
  if (!region || !regionSupportsLocale(region, locale))
    return refuse('Unknown region, or a locale the region does not serve.')
  const scope = { regionId: region.id, locale, previewToken: null }
  if (!(await isFeatureOn(scope, 'search').catch(() => true)))
    return Response.json(
      { message: 'Search is not offered in this region.' },
      { status: 404, headers: NO_STORE },
    )
  const query = cleanQuery(params.get('q'))
  if (!query)
    return Response.json({ query, suggestions: [] } satisfies SuggestionsResponse, {
      headers: CACHEABLE,
    })
  try {
    const found = await searchSite(scope, { query, tab: 'all', page: 1 })
    const suggestions = found.results
      .slice(0, MAX_SUGGESTIONS)
      .map(({ title, href, kind }) => ({ title, href, kind }))
    return Response.json({ query, suggestions } satisfies SuggestionsResponse, {
      headers: CACHEABLE,
    })
  } catch (error) {
    console.error(
      'search: suggestions could not be read',
      error instanceof Error ? error.message : String(error),
    )
    return Response.json(
      { message: 'Suggestions are not available right now.' },
      { status: 503, headers: NO_STORE },
    )
  }
}
