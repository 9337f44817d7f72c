import 'server-only'
import { listSampleBagProducts } from '@/content/sample-bag'
import { isFeatureOn } from '@/content/settings'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import type { BagProduct, BagProductsResponse } from '../lib/bag-product'
import { isSku } from '@/lib/sku'
import { MAX_STORED_ENTRIES } from '../lib/storage'

/** Shared caches may keep an answer briefly: it is the same for every visitor of the region. */
const CACHEABLE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' }
const NO_STORE = { 'cache-control': 'no-store' }

function readSkus(value: string | null): string[] | null {
  const skus = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ]
  return skus.length <= MAX_STORED_ENTRIES && skus.every(isSku) ? skus : null
}

export async function handleBagProducts(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const region = findRegion(query.get('region'))
  const locale = query.get('locale')
  if (!region || !regionSupportsLocale(region, locale))
    return Response.json(
      { message: 'Unknown region, or a locale the region does not serve.' },
      { status: 400, headers: NO_STORE },
    )
  const skus = readSkus(query.get('skus'))
  if (!skus)
    return Response.json(
      {
        message: `skus must be a comma-separated list of at most ${MAX_STORED_ENTRIES} product codes.`,
      },
      { status: 400, headers: NO_STORE },
    )
  const scope = { regionId: region.id, locale, previewToken: null }
  try {
    if (!(await isFeatureOn(scope, 'sampleBag')))
      return Response.json(
        { message: 'The sample bag is not offered in this region.' },
        { status: 404, headers: NO_STORE },
      )
    const found = await listSampleBagProducts(scope, skus)
    const products: BagProduct[] = found
      .filter((product) => product.getASample)
      .map(({ sku, name, href, image, brand }) => ({ sku, name, href, image, brand }))
    return Response.json({ products } satisfies BagProductsResponse, { headers: CACHEABLE })
  } catch (error) {
    console.error(
      'sample-bag: products could not be read',
      error instanceof Error ? error.message : String(error),
    )
    return Response.json(
      { message: 'The sample bag cannot be loaded right now. Please try again later.' },
      { status: 503, headers: NO_STORE },
    )
  }
}
