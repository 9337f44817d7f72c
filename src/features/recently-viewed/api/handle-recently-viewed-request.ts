import 'server-only'
import { listProductCardsBySkus } from '@/content/products'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { RECENTLY_VIEWED_BODY_LIMIT, recentlyViewedRequestSchema } from '../lib/request'
import type { ViewedProduct } from '../lib/viewed-product'

const NO_STORE = { 'cache-control': 'no-store' }

const reply = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE })

/**
 * Resolves a visitor's recently viewed skus to cards of the region, in the order asked. Skus the
 * region does not sell are left out. The server's per-client `/api` budget limits the rate.
 */
export async function handleRecentlyViewedRequest(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const json = await readJsonBody(request, RECENTLY_VIEWED_BODY_LIMIT)
  if (!json.ok && json.error === 'too-large')
    return reply(413, {
      message: `The request body is larger than ${RECENTLY_VIEWED_BODY_LIMIT} bytes.`,
    })
  if (!json.ok) return reply(400, { message: 'The request body is not valid JSON.' })
  const parsed = recentlyViewedRequestSchema.safeParse(json.value)
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return reply(400, {
      message: 'The request body is not a valid recently viewed request.',
      issues,
    })
  }
  const { regionId, locale, skus } = parsed.data
  const region = findRegion(regionId)
  if (!region) return reply(400, { message: 'Unknown region.' })
  if (!regionSupportsLocale(region, locale))
    return reply(400, { message: `The region ${region.id} is not served in this locale.` })
  try {
    const cards = await listProductCardsBySkus(
      { regionId: region.id, locale, previewToken: null },
      skus,
    )
    const products: ViewedProduct[] = cards.map(({ sku, name, href, image, brand }) => ({
      sku,
      name,
      href,
      image,
      brand,
    }))
    return reply(200, { products })
  } catch (error) {
    console.error(
      'recently-viewed: products could not be read',
      error instanceof Error ? error.message : String(error),
    )
    return reply(503, {
      message: 'Recently viewed products cannot be loaded right now. Please try again later.',
    })
  }
}
