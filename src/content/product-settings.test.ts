import { describe, expect, it, vi } from 'vitest'
import { toProductSpecificationSettings } from './product-settings'

// The read function's client is server-only; these tests cover the pure reshaping.
vi.mock('./client', () => ({ runQuery: vi.fn() }))

describe('toProductSpecificationSettings', () => {
  it('shows everything and no disclaimer when the region has no settings', () => {
    expect(toProductSpecificationSettings(undefined)).toEqual({
      hideImage: false,
      excludedKeys: [],
      disclaimer: null,
    })
    expect(
      toProductSpecificationSettings({
        hideProductSpecificationsImage: null,
        excludedProductSpecificationKeys: null,
      }),
    ).toEqual({
      hideImage: false,
      excludedKeys: [],
      disclaimer: null,
    })
  })

  it('keeps the configured values, trimming blank keys and a blank disclaimer away', () => {
    expect(
      toProductSpecificationSettings({
        hideProductSpecificationsImage: true,
        excludedProductSpecificationKeys: [' kosher ', '', 'halal', 'kosher'],
        productSpecificationsDisclaimer: '  Values are typical.  ',
      }),
    ).toEqual({
      hideImage: true,
      excludedKeys: ['kosher', 'halal'],
      disclaimer: 'Values are typical.',
    })
    expect(
      toProductSpecificationSettings({ productSpecificationsDisclaimer: '   ' }).disclaimer,
    ).toBeNull()
  })
})
