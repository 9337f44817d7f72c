import type { Locator, Page } from '@playwright/test'
import { PRODUCTS as SEEDED_PRODUCTS } from '@/cms/seed/data/products'
import { comparePath } from '@/features/compare/lib/compare-path'
import { storageKey } from '@/features/favorites/lib/storage'
import { sampleBagKey } from '@/features/sample-bag/lib/storage'
import { blogIndexPath, homePath, pagePath, productPath, recipePath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { expect, seedStorage, type SiteOptions, test } from './fixtures'

/**
 * Baselines of how each template looks, kept in screenshots.test.ts-snapshots/ and reviewed in the
 * diff when they change (`npx playwright test screenshots --update-snapshots` after a deliberate
 * change). They are taken in Debian's Chromium with the Noto fonts `.ci/run` installs.
 */

const WIDTHS = [390, 768, 1366] as const
const PRODUCTS = ['TF-10001', 'TF-10002', 'TF-10003'] as const

/** A returning visitor: two favorites and two samples in the bag, so those pages show their lists. */
function returningVisitor(site: SiteOptions) {
  return {
    [storageKey('products', site.region)]: {
      favorites: PRODUCTS.slice(0, 2).map((sku) => ({
        sku,
        slug: sku.toLowerCase(),
        favoriteTimestamp: '2026-01-01T00:00:00.000Z',
      })),
      regionTag: regionTag(site.region),
    },
    [sampleBagKey(site.region)]: PRODUCTS.slice(0, 2).map((sku) => ({
      sku,
      addedAt: '2026-01-01T00:00:00.000Z',
    })),
  }
}

/** The first stored product's name: lists read from browser storage show it once they have loaded. */
function firstStoredProduct(page: Page, site: SiteOptions): Locator {
  const name = SEEDED_PRODUCTS.find((product) => product.sku === PRODUCTS[0])?.marketingName
  if (!name) throw new Error(`${PRODUCTS[0]} is no longer seeded`)
  return page.locator('main').getByText(name[site.locale], { exact: true }).first()
}

interface Template {
  path: (site: SiteOptions) => string
  /** What shows once the page's browser-side content has arrived. */
  ready?: (page: Page, site: SiteOptions) => Locator
}

const templates: Record<string, Template> = {
  home: { path: (site) => homePath(site.region, site.locale) },
  category: { path: (site) => pagePath(site.region, site.locale, ['products', 'fries']) },
  product: { path: (site) => productPath(site.region, site.locale, PRODUCTS[0]) },
  recipe: { path: (site) => recipePath(site.region, site.locale, 'mushroom-gravy-poutine') },
  compare: { path: (site) => comparePath(site.region, site.locale, [...PRODUCTS]) },
  favorites: {
    path: (site) => pagePath(site.region, site.locale, ['favorites']),
    ready: firstStoredProduct,
  },
  'sample-bag': {
    path: (site) => pagePath(site.region, site.locale, ['sample-bag']),
    ready: firstStoredProduct,
  },
  'not-found': { path: (site) => pagePath(site.region, site.locale, ['no-such-page-here']) },
}

/** Whether the page paints a frame within 5 s (see settle). */
const paintsFrames = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]),
  )

/** Loads every lazy image (by scrolling the whole page) and waits for fonts, then returns to the top. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  // A CI run's headless page once stopped producing frames after loading (its scroll then waited
  // out the test's 6 minutes on an animation frame): a page that paints nothing is loaded again.
  if (!(await paintsFrames(page))) {
    await page.reload()
    await page.waitForLoadState('networkidle')
  }
  await page.evaluate(async () => {
    // Timers rather than animation frames, and every wait bounded; the poll below still insists
    // that every image arrived.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const bottom = Math.min(document.body.scrollHeight, 100_000)
    for (let y = 0; y < bottom; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await pause(25)
    }
    window.scrollTo(0, 0)
    await Promise.race([document.fonts.ready, pause(10_000)])
    // A video's poster is not in document.images: load each one, so it is painted before the shot.
    const posters = [...document.querySelectorAll('video')].map((video) => video.poster)
    const loaded = Promise.all(
      posters.filter(Boolean).map(
        (url) =>
          new Promise((resolve) => {
            const image = new Image()
            image.onload = image.onerror = resolve
            image.src = url
          }),
      ),
    )
    await Promise.race([loaded, pause(10_000)])
  })
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.images].every((image) => image.complete && image.naturalWidth > 0) &&
          // An image frame shows its placeholder until the page has seen its image arrive.
          !document.querySelector('[data-image-frame][data-state="loading"]'),
      ),
    )
    .toBe(true)
}

async function expectLook(page: Page, name: string): Promise<void> {
  await settle(page)
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // The year in the footer's copyright line moves on 1 January.
    mask: [page.locator('footer .copyright')],
    maxDiffPixelRatio: 0.002,
    // Two identical consecutive shots are needed; under a loaded CI a long page takes longer.
    timeout: 30_000,
  })
}

function describeLooks(language: string, tag: string[]) {
  test.describe(`how the pages look in ${language}`, { tag }, () => {
    for (const width of WIDTHS) {
      test(`every template at ${width} px`, async ({ page, context, site }) => {
        // Nine full-page shots, each allowed 30 s to come out the same twice on a busy machine.
        test.setTimeout(360_000)
        await seedStorage(context, returningVisitor(site))
        await page.setViewportSize({ width, height: 900 })
        for (const [name, template] of Object.entries(templates)) {
          await page.goto(template.path(site))
          if (template.ready) await expect(template.ready(page, site)).toBeVisible()
          await expectLook(page, `${name}-${width}.png`)
        }
        await page.goto(blogIndexPath(site.region, site.locale))
        const post = page.locator('main h2 a[href]').first()
        const href = await post.getAttribute('href')
        await post.click()
        await expect(page).toHaveURL(href ?? '')
        await expectLook(page, `blog-post-${width}.png`)
      })
    }
  })
}

describeLooks('English', [])
describeLooks('Japanese', ['@japan-ja-JP'])
