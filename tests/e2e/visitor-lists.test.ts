import type { Page } from '@playwright/test'
import { RECENTLY_VIEWED_TITLE } from '@/cms/seed/data/recently-viewed-sections'
import { MY_LISTS, MY_LISTS_SLUG } from '@/cms/seed/data/my-lists-page'
import { PRODUCTS } from '@/cms/seed/data/products'
import { storageKey as favoritesKey } from '@/features/favorites/lib/storage'
import { recentlyViewedKey } from '@/features/recently-viewed/lib/storage'
import { sampleBagKey } from '@/features/sample-bag/lib/storage'
import { pagePath, productPath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { cmsDocs } from './cms'
import { axeViolations, expect, message, type SiteOptions, stored, test } from './fixtures'

/** Sold, and offering samples, in every main region (tests/e2e/sample-bag.test.ts). */
const FIRST = 'TF-10001'
const SECOND = 'TF-10002'

function product(sku: string) {
  const found = PRODUCTS.find((entry) => entry.sku === sku)
  if (!found) throw new Error(`${sku} is no longer seeded`)
  return found
}

const nameOf = (site: SiteOptions, sku: string) => product(sku).marketingName[site.locale]

interface FavoritesSettings {
  emptyStateHeader: string
}

interface SampleBagSettings {
  bagTitle: string
  emptyBagTitle: string
  shippingText: string
}

async function textsFor(site: SiteOptions) {
  const query = { 'where[regionTags][in][0]': regionTag(site.region), locale: site.locale }
  const [favorites] = await cmsDocs<FavoritesSettings>('favorites-settings', {
    ...query,
    'where[contentType][equals]': 'products',
  })
  const [bag] = await cmsDocs<SampleBagSettings>('sample-bag-settings', query)
  if (!favorites || !bag) throw new Error(`no favorites or sample bag settings for ${site.region}`)
  return { favorites, bag }
}

const listsUrl = (site: SiteOptions) => pagePath(site.region, site.locale, [MY_LISTS_SLUG])

const favoritesSection = (page: Page, site: SiteOptions) =>
  page.getByRole('region', { name: MY_LISTS.favoritesTitle[site.locale] })

const recentSection = (page: Page, site: SiteOptions) =>
  page.getByRole('region', { name: RECENTLY_VIEWED_TITLE[site.locale] })

/** The product links of a section's cards, in the order shown. */
const cardLinks = (section: ReturnType<typeof recentSection>) =>
  section.getByRole('listitem').getByRole('heading').getByRole('link')

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

const viewedAt = (minutesAgo: number) => Date.now() - minutesAgo * 60_000

test.describe('visitor lists page blocks', { tag: '@every-region' }, () => {
  test('each block shows its empty state when this browser has stored nothing', async ({
    page,
    site,
  }) => {
    const texts = await textsFor(site)
    const response = await page.goto(listsUrl(site))
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: MY_LISTS.title[site.locale] }),
    ).toBeVisible()
    await expect(
      favoritesSection(page, site).getByRole('heading', {
        level: 3,
        name: texts.favorites.emptyStateHeader,
      }),
    ).toBeVisible()
    await expect(recentSection(page, site)).toContainText(message(site, 'recentlyViewed.empty'))
    await expect(
      page.getByRole('heading', { level: 2, name: texts.bag.emptyBagTitle }),
    ).toBeVisible()
    await expect(page.getByText(texts.bag.shippingText)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('each block shows the cards of what is stored, after a reload', async ({ page, site }) => {
    const texts = await textsFor(site)
    const notSold = PRODUCTS.find((entry) => !entry.regions.includes(site.region))
    if (!notSold) throw new Error(`every seeded product is sold in ${site.region}`)
    await page.goto(listsUrl(site))
    await expect(recentSection(page, site)).toContainText(message(site, 'recentlyViewed.empty'))
    const values = {
      [favoritesKey('products', site.region)]: {
        favorites: [
          { slug: product(FIRST).slug, sku: FIRST, favoriteTimestamp: '2026-11-01T00:00:00.000Z' },
        ],
        regionTag: regionTag(site.region),
      },
      [sampleBagKey(site.region)]: [{ sku: SECOND, addedAt: '2026-11-01T00:00:00.000Z' }],
      [recentlyViewedKey(site.region)]: [
        { sku: FIRST, viewedAt: viewedAt(30) },
        { sku: notSold.sku, viewedAt: viewedAt(20) },
        { sku: SECOND, viewedAt: viewedAt(10) },
      ],
    }
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, JSON.stringify(value))
    }, Object.entries(values))
    await page.reload()

    const favorites = cardLinks(favoritesSection(page, site))
    await expect(favorites).toHaveText([nameOf(site, FIRST)])
    await expect(favorites).toHaveAttribute('href', productPath(site.region, site.locale, FIRST))

    // Newest first; the product this region does not sell is left out.
    const recent = cardLinks(recentSection(page, site))
    await expect(recent).toHaveText([nameOf(site, SECOND), nameOf(site, FIRST)])
    await expect(recent.first()).toHaveAttribute(
      'href',
      productPath(site.region, site.locale, SECOND),
    )
    await expect(recentSection(page, site).getByRole('img').first()).toBeVisible()

    await expect(page.getByRole('heading', { level: 2, name: texts.bag.bagTitle })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: nameOf(site, SECOND), exact: true }),
    ).toHaveCount(2)
    await expect(
      page.getByRole('heading', { level: 3, name: message(site, 'sampleOrder.heading') }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('recently viewed shows the two products just visited, newest first', async ({
    page,
    site,
  }) => {
    const key = recentlyViewedKey(site.region)
    for (const [sku, count] of [
      [FIRST, 1],
      [SECOND, 2],
    ] as const) {
      await page.goto(productPath(site.region, site.locale, sku))
      await expect
        .poll(async () => (await stored<{ sku: string }[]>(page, key))?.length ?? 0)
        .toBe(count)
    }
    await page.goto(listsUrl(site))
    await expect(cardLinks(recentSection(page, site))).toHaveText([
      nameOf(site, SECOND),
      nameOf(site, FIRST),
    ])
  })
})

interface ShiftWindow {
  layoutShift: number
}

test.describe('visitor lists page', () => {
  test('stays cached HTML whatever the visitor sends, and its lists do not move the page', async ({
    page,
    site,
    request,
  }) => {
    const url = listsUrl(site)
    await (await request.get(url)).body()
    const again = await request.get(url, {
      headers: { cookie: 'NEXT_REGION=japan; NEXT_LOCALE=ja-JP; payload-token=x' },
    })
    expect(again.status()).toBe(200)
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')

    // Tall enough that every block is on screen: shifts out of view do not count.
    await page.setViewportSize({ width: 1280, height: 2400 })
    await page.addInitScript(() => {
      const state = window as unknown as ShiftWindow
      state.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShiftLike[])
          if (!entry.hadRecentInput) state.layoutShift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(url)
    const values = {
      [favoritesKey('products', site.region)]: {
        favorites: [
          { slug: product(FIRST).slug, sku: FIRST, favoriteTimestamp: '2026-11-01T00:00:00.000Z' },
        ],
        regionTag: regionTag(site.region),
      },
      [recentlyViewedKey(site.region)]: [{ sku: FIRST, viewedAt: viewedAt(1) }],
    }
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, JSON.stringify(value))
    }, Object.entries(values))
    await page.reload()
    await expect(cardLinks(recentSection(page, site))).toHaveCount(1)
    await expect(cardLinks(favoritesSection(page, site))).toHaveCount(1)
    await page.waitForTimeout(500)
    const shift = await page.evaluate(() => (window as unknown as ShiftWindow).layoutShift)
    test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) })
    expect(shift).toBeLessThan(0.05)
  })
})

interface LayoutShiftLike {
  value: number
  hadRecentInput: boolean
}
