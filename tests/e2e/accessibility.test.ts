import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'
import { openMenu } from '../helpers/menus'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each([
    '/',
    '/korea',
    '/about-us/our-story/sustainability',
    '/why-terrafield',
    '/japan/why-terrafield',
    '/products/TF-10024',
    '/products/fries',
    '/japan/products/TF-10015',
    '/products',
    '/products/TF-10033/product-recipes',
    '/favorites',
    '/sample-bag',
  ])('%s has no violations', async (path) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl()}${path}`)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const summary = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    expect(summary).toEqual([])
    await context.close()
  })

  it('has no violations at 375 px with the mobile menu and a group open', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/why-terrafield`)
    await openMenu(page, /^(Open|Close) menu$/)
    await openMenu(page, 'Products')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    await context.close()
  })

  it('has no violations on the sample bag with products and its order form, or on the favorites list', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/products/TF-10001`)
    const now = new Date().toISOString()
    await page.evaluate((at) => {
      localStorage.setItem(
        'sample_bag_us',
        JSON.stringify([
          { sku: 'TF-10001', addedAt: at },
          { sku: 'TF-10002', addedAt: at },
        ]),
      )
      localStorage.setItem(
        'favorite_products_us',
        JSON.stringify({
          favorites: [{ slug: 'x', sku: 'TF-10001', favoriteTimestamp: at }],
          regionTag: 'regionUs',
        }),
      )
    }, now)
    for (const path of ['/sample-bag', '/favorites']) {
      await page.goto(`${baseUrl()}${path}`)
      await page.locator('main h2 a, main h3 a').first().waitFor()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((violation) => `${path} ${violation.id}`)).toEqual([])
    }
    await context.close()
  })

  it('keeps the region menu reachable and labelled for keyboard users', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}/`)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to main content',
    )
    await page.close()
  })
})
