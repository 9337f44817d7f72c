import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALL_REGION_IDS, REGION_IDS } from '@/routing/regions'
import { nutritionFormatFor } from './format'

/** decisions.md: US style for us, mexico, latam and its countries, india, sea and its countries, china. */
const EXPECTED: Record<string, ReturnType<typeof nutritionFormatFor>> = {
  us: 'us',
  mexico: 'us',
  korea: 'korea',
  japan: 'japan',
  cl: 'us',
  china: 'us',
  sea: 'us',
  cambodia: 'us',
  indonesia: 'us',
  malaysia: 'us',
  myanmar: 'us',
  philippines: 'us',
  singapore: 'us',
  thailand: 'us',
  vietnam: 'us',
  india: 'us',
  au: 'anz',
  nz: 'anz',
  latam: 'us',
  ar: 'us',
  bo: 'us',
  py: 'us',
  co: 'us',
  uy: 'us',
  br: 'us',
}

describe('nutritionFormatFor', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('covers every region of both editions', () => {
    expect([...ALL_REGION_IDS].sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it.each(REGION_IDS.map((id) => [id, EXPECTED[id]]))(
    '%s uses the %s panel',
    (regionId, format) => {
      expect(nutritionFormatFor(regionId)).toBe(format)
    },
  )

  it('falls back to the default region (us) for an unknown id', () => {
    expect(nutritionFormatFor('atlantis')).toBe('us')
  })

  it('gives the china-only edition the US style panel', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'china')
    vi.resetModules()
    const china = await import('./format')
    const regions = await import('@/routing/regions')
    expect(regions.REGION_IDS).toEqual(['china'])
    for (const id of regions.REGION_IDS) expect(china.nutritionFormatFor(id)).toBe(EXPECTED[id])
    expect(china.nutritionFormatFor('japan')).toBe('us')
  })
})
