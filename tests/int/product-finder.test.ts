import { beforeAll, describe, expect, it } from 'vitest'
import { get } from '../helpers/http'
import { EVERY_REGION_ANSWERS, resultsPath, seededFinderId } from '../helpers/product-finder'

interface Results {
  total: number
  products: { sku: string; name: string; href: string; image: { url: string } | null }[]
}

let finder: number
beforeAll(async () => {
  finder = await seededFinderId()
})

describe('GET /api/product-finder/results', () => {
  it('answers the products matching every answer, with links, names and images', async () => {
    const response = await get(resultsPath(finder, EVERY_REGION_ANSWERS))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('public')
    const body = (await response.json()) as Results
    const skus = body.products.map((product) => product.sku)
    // Straight-cut fries with deep-fryer instructions, in every region (seed data).
    expect(skus).toEqual(expect.arrayContaining(['TF-10001', 'TF-10002', 'TF-10005', 'TF-10009']))
    expect(skus).not.toContain('TF-10003') // crinkle cut
    expect(skus).not.toContain('TF-10024') // an appetizer: outside the base filter
    expect(body.total).toBe(body.products.length)
    for (const product of body.products) {
      expect(product.href).toMatch(/^\/products\//)
      expect(product.name).not.toBe('')
      expect(product.image?.url).toBeTruthy()
    }
  })

  it('narrows with each answer: a coating leaves fewer products than no preference', async () => {
    const any = (await (await get(resultsPath(finder, EVERY_REGION_ANSWERS))).json()) as Results
    const battered = (await (
      await get(resultsPath(finder, ['fries', 'straight', 'battered,breaded', 'fryer']))
    ).json()) as Results
    expect(battered.total).toBeGreaterThan(0)
    expect(battered.total).toBeLessThan(any.total)
  })

  it('links in the region and locale asked for (mexico/es translates the segment)', async () => {
    const response = await get(resultsPath(finder, EVERY_REGION_ANSWERS, 'mexico', 'es'))
    const body = (await response.json()) as Results
    expect(body.products.length).toBeGreaterThan(0)
    for (const product of body.products) expect(product.href).toMatch(/^\/mexico\/productos\//)
  })

  it('answers an empty list when nothing matches', async () => {
    const body = (await (
      await get(resultsPath(finder, ['hash-browns', 'waffle', '*', '*']))
    ).json()) as Results
    expect(body).toEqual({ total: 0, products: [] })
  })

  it('refuses an answer that is not an option of its step, in the caller’s locale', async () => {
    const response = await get(resultsPath(finder, ['fries', 'coated'], 'mexico', 'es'))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(((await response.json()) as { message: string }).message).toBe(
      'Estas respuestas no corresponden a este buscador de productos.',
    )
  })

  it('answers 404 for a finder that does not exist', async () => {
    const response = await get(resultsPath(999999, EVERY_REGION_ANSWERS))
    expect(response.status).toBe(404)
  })
})
