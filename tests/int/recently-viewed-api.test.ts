import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { productPath } from '@/routing/build'
import { fetchFrom, freshLoopbackAddress } from '../helpers/http'

const client = fetchFrom(freshLoopbackAddress())

interface Product {
  sku: string
  name: string
  href: string
  image: { url: string; alt: string; width: number; height: number } | null
  brand: string | null
}

async function post(regionId: string, locale: string, skus: string[]) {
  const response = await client('/api/recently-viewed', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ regionId, locale, skus }),
  })
  return { status: response.status, body: (await response.json()) as { products?: Product[] } }
}

const seeded = (sku: string) => PRODUCTS.find((product) => product.sku === sku)

describe('POST /api/recently-viewed', () => {
  it('answers cards in the order asked, named in the locale, linked with the routing helpers', async () => {
    const { status, body } = await post('mexico', 'es', ['TF-10002', 'TF-10001'])
    expect(status).toBe(200)
    expect(body.products?.map((p) => p.sku)).toEqual(['TF-10002', 'TF-10001'])
    expect(body.products?.[0]).toMatchObject({
      name: seeded('TF-10002')?.marketingName.es,
      href: productPath('mexico', 'es', 'TF-10002'),
    })
    expect(body.products?.[0]?.image?.url).toMatch(/^\/api\/media\/file\//)
  })

  it('leaves out products the region does not sell and skus nobody sells', async () => {
    const elsewhere = PRODUCTS.find((product) => !product.regions.includes('us'))
    expect(elsewhere).toBeDefined()
    const { status, body } = await post('us', 'en', [elsewhere?.sku ?? '', 'TF-10001', 'ZZ-404'])
    expect(status).toBe(200)
    expect(body.products?.map((p) => p.sku)).toEqual(['TF-10001'])
  })
})
