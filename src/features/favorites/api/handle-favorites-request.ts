import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { FAVORITES_BODY_LIMIT, favoritesRequestSchema } from '../lib/request'
import { resolveProductFavorites } from '../lib/resolve'
import { resolveRecipeFavoritesIn } from '../lib/resolve-recipes'
import { cleanEntries } from '../lib/storage'

const NO_STORE = { 'cache-control': 'no-store' }

const reply = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE })

export async function handleFavoritesRequest(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const json = await readJsonBody(request, FAVORITES_BODY_LIMIT)
  if (!json.ok && json.error === 'too-large')
    return reply(413, { message: `The request body is larger than ${FAVORITES_BODY_LIMIT} bytes.` })
  if (!json.ok) return reply(400, { message: 'The request body is not valid JSON.' })
  const parsed = favoritesRequestSchema.safeParse(json.value)
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return reply(400, { message: 'The request body is not a valid favorites request.', issues })
  }
  const { regionId, locale, kind, favorites } = parsed.data
  const region = findRegion(regionId)
  if (!region) return reply(400, { message: 'Unknown region.' })
  if (!regionSupportsLocale(region, locale))
    return reply(400, { message: `The region ${region.id} is not served in this locale.` })
  const scope: ContentScope = { regionId: region.id, locale, previewToken: null }
  try {
    if (!(await isFeatureOn(scope, 'favorites')))
      return reply(404, { message: 'Favorites are not offered in this region.' })
    const entries = cleanEntries(kind, favorites)
    const items =
      kind === 'products'
        ? await resolveProductFavorites(scope, entries)
        : await resolveRecipeFavoritesIn(scope, entries)
    return reply(200, { items })
  } catch (error) {
    // The content client has logged the failure with its request id; the caller gets no internals.
    console.error(
      `favorites: ${kind} could not be read`,
      error instanceof Error ? error.message : String(error),
    )
    return reply(503, { message: 'Favorites cannot be loaded right now. Please try again later.' })
  }
}
