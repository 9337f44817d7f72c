import { storageKey } from '@/features/favorites/lib/storage'
import { sampleBagKey } from '@/features/sample-bag/lib/storage'
import { homePath, pagePath, productPath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { lowContrastText } from './contrast'
import { axeViolations, expect, message, openMenu, seedStorage, test } from './fixtures'

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe('key pages of every region', { tag: '@every-region' }, () => {
    // The pages contrast.test.ts does not load again: their contrast check is here, on the same load.
    const KEY_PAGES = {
      home: { segments: [], contrast: true },
      'product page': { segments: ['products', 'TF-10024'], contrast: false },
      'favorites page': { segments: ['favorites'], contrast: true },
      'sample bag page': { segments: ['sample-bag'], contrast: true },
    } satisfies Record<string, { segments: string[]; contrast: boolean }>

    for (const [name, { segments, contrast }] of Object.entries(KEY_PAGES)) {
      test(`the ${name} has no violations${contrast ? ' and readable text' : ''}`, async ({
        page,
        site,
      }) => {
        const response = await page.goto(pagePath(site.region, site.locale, segments))
        expect(response?.status()).toBe(200)
        expect(await axeViolations(page)).toEqual([])
        if (contrast) expect(await lowContrastText(page)).toEqual([])
      })
    }

    test('has no violations on the sample bag with products and its order form, or on the favorites list', async ({
      context,
      page,
      site,
    }) => {
      const at = new Date().toISOString()
      await seedStorage(context, {
        [sampleBagKey(site.region)]: [
          { sku: 'TF-10001', addedAt: at },
          { sku: 'TF-10002', addedAt: at },
        ],
        [storageKey('products', site.region)]: {
          favorites: [{ slug: 'x', sku: 'TF-10001', favoriteTimestamp: at }],
          regionTag: regionTag(site.region),
        },
      })
      for (const segment of ['sample-bag', 'favorites']) {
        await page.goto(pagePath(site.region, site.locale, [segment]))
        await expect(page.locator('main h2 a, main h3 a').first()).toBeVisible()
        expect(await axeViolations(page), segment).toEqual([])
      }
    })

    test('lets keyboard users skip to the main content first', async ({ page, site }) => {
      await page.goto(homePath(site.region, site.locale))
      await page.keyboard.press('Tab')
      await expect(
        page.getByRole('link', { name: message(site, 'shell.skipToContent'), exact: true }),
      ).toBeFocused()
    })
  })

  for (const path of [
    '/about-us/our-story/sustainability',
    '/why-terrafield',
    '/products/fries',
    '/products',
    '/products/TF-10033/product-recipes',
  ]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test.describe('japan pages', { tag: '@japan-ja-JP' }, () => {
    for (const segments of [['why-terrafield'], ['products', 'TF-10015']]) {
      test(`${segments.join('/')} has no violations`, async ({ page, site }) => {
        await page.goto(
          segments[0] === 'products'
            ? productPath(site.region, site.locale, segments[1] ?? '')
            : pagePath(site.region, site.locale, segments),
        )
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })

  test('has no violations at 375 px with the mobile menu and a group open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/why-terrafield')
    await openMenu(page, /^(Open|Close) menu$/)
    await openMenu(page, 'Products')
    expect(await axeViolations(page)).toEqual([])
  })
})
