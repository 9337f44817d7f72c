import { afterEach, describe, expect, it } from 'vitest'
import { asEditor, get } from '../helpers/http'

// India: no other test works in it, so switching its features off disturbs none of them.
const REGION_TAG = 'regionIndia'
const LIVE_WITHIN_MS = 5_000
const created: number[] = []

async function switchOff(flagId: string): Promise<number> {
  const answer = await asEditor('POST', 'feature-flags', {
    flagId,
    active: false,
    regionTags: [REGION_TAG],
  })
  expect(answer.status).toBe(201)
  const id = (answer.body.doc as { id: number }).id
  created.push(id)
  return id
}

afterEach(async () => {
  for (const id of created.splice(0)) await asEditor('DELETE', `feature-flags/${id}`)
})

const status = async (path: string, init?: RequestInit) => (await get(path, init)).status
const postFavorites = (regionId: string) =>
  status('/api/favorites', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ regionId, locale: 'en', kind: 'products', favorites: [] }),
  })

/** Each entry point of a feature, and what it answers while the feature is on. */
const FEATURES: Record<string, { check: (region: string) => Promise<number>; on: number }[]> = {
  sampleBag: [
    { check: (r) => status(`/${r}/sample-bag`), on: 200 },
    {
      check: (r) => status(`/api/sample-bag/products?region=${r}&locale=en&skus=TF-10001`),
      on: 200,
    },
  ],
  favorites: [
    { check: (r) => status(`/${r}/favorites`), on: 200 },
    { check: (r) => postFavorites(r), on: 200 },
  ],
  compare: [{ check: (r) => status(`/${r}/compare?skus=TF-10001`), on: 200 }],
  search: [
    { check: (r) => status(`/${r}/search?q=fries`), on: 200 },
    { check: (r) => status(`/api/search/suggestions?region=${r}&locale=en&q=fries`), on: 200 },
  ],
  // The flag is read before the answers: on, these answers do not fit the finder (400).
  productFinder: [
    {
      check: (r) => status(`/api/product-finder/results?region=${r}&locale=en&finder=1&a=*`),
      on: 400,
    },
  ],
}

describe('feature flags', () => {
  for (const [flagId, entryPoints] of Object.entries(FEATURES)) {
    it(`${flagId} off in one region: its routes and API answer 404 there within 5 s, elsewhere as before`, async () => {
      for (const { check, on } of entryPoints) expect(await check('india')).toBe(on)
      await switchOff(flagId)
      for (const { check, on } of entryPoints) {
        await expect.poll(() => check('india'), { timeout: LIVE_WITHIN_MS }).toBe(404)
        expect(await check('au')).toBe(on)
      }
    })
  }

  it('sample bag off: the navigation no longer links to the bag in that region', async () => {
    const bagLinks = async (path: string) =>
      ((await (await get(path)).text()).match(/href="[^"]*\/sample-bag"/g) ?? []).length
    expect(await bagLinks('/india')).toBeGreaterThan(0)
    await switchOff('sampleBag')
    await expect.poll(() => bagLinks('/india'), { timeout: LIVE_WITHIN_MS }).toBe(0)
    expect(await bagLinks('/au')).toBeGreaterThan(0)
  })

  it('a flag of another name is refused with the names it may take', async () => {
    const answer = await asEditor('POST', 'feature-flags', {
      flagId: 'productCompare',
      active: false,
      regionTags: [REGION_TAG],
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Use one of: avocadoCalculator, sampleBag')
  })
})
