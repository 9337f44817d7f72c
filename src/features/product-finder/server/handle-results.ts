import 'server-only'
import { getProductFinderFilter, listFinderCards } from '@/content/product-finder'
import { isFeatureOn } from '@/content/settings'
import { translate } from '@/i18n/translate'
import type { MessageKey } from '@/i18n/messages/en'
import { isLocale, type Locale } from '@/routing/locales'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { type ResultsResponse, readResultsQuery } from '../lib/results-request'
import { finderWhere } from './finder-where'
import { resultsRequestSchema } from './results-schema'

export const MAX_RESULTS = 24
/** Longer URLs are not ones the wizard builds (10 answers of 200 characters, encoded, fit). */
const MAX_URL_LENGTH = 8192

/** The same for every visitor of a region: shared caches may keep it briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }
const NO_STORE = { 'cache-control': 'no-store' }

function refuse(status: number, locale: Locale, key: MessageKey): Response {
  return Response.json({ message: translate(locale, key) }, { status, headers: NO_STORE })
}

export async function handleFinderResults(request: Request): Promise<Response> {
  if (request.url.length > MAX_URL_LENGTH) return refuse(414, 'en', 'productFinder.api.badRequest')
  const parsed = resultsRequestSchema.safeParse(readResultsQuery(new URL(request.url).searchParams))
  const asked = new URL(request.url).searchParams.get('locale')
  const locale: Locale = isLocale(asked) ? asked : 'en'
  if (!parsed.success) return refuse(400, locale, 'productFinder.api.badRequest')
  const region = findRegion(parsed.data.region)
  if (!region || !regionSupportsLocale(region, locale))
    return refuse(400, locale, 'productFinder.api.badRequest')
  const scope = { regionId: region.id, locale, previewToken: null }
  try {
    if (!(await isFeatureOn(scope, 'productFinder')))
      return refuse(404, locale, 'productFinder.api.notFound')
    const finder = await getProductFinderFilter(scope, Number(parsed.data.finder))
    if (!finder) return refuse(404, locale, 'productFinder.api.notFound')
    const where = finderWhere(finder, parsed.data.answers)
    if (!where.ok) return refuse(400, locale, 'productFinder.api.badRequest')
    const { total, cards } = await listFinderCards(scope, where.where, MAX_RESULTS)
    return Response.json({ total, products: cards } satisfies ResultsResponse, {
      headers: CACHEABLE,
    })
  } catch (error) {
    console.error(
      'product-finder: results could not be read',
      error instanceof Error ? error.message : String(error),
    )
    return refuse(503, locale, 'productFinder.api.unavailable')
  }
}
