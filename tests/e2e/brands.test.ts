import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function open(path: string) {
  const page = await browser.newPage()
  const response = await page.goto(`${baseUrl()}${path}`)
  return { page, status: response?.status() }
}

const hrefsIn = (page: Page, region: string) =>
  page
    .getByRole('region', { name: region, exact: true })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))

describe('brand page', () => {
  it('shows the brand with its tagline, products of the region and recipes', async () => {
    const { page, status } = await open('/brands/terrafield-classic')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Terrafield Classic',
    )
    await expect(page.getByText('Everyday potatoes, done right.').isVisible()).resolves.toBe(true)
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Home' })
        .getAttribute('href'),
    ).resolves.toBe('/')

    const products = (await hrefsIn(page, 'Products')).filter((href) =>
      href.startsWith('/products/'),
    )
    expect(products.length).toBeGreaterThan(0)
    expect(products.length).toBeLessThanOrEqual(12)
    for (const href of products) expect(href).toMatch(/^\/products\/TF-\d{5}$/)
    for (const href of products.slice(0, 3)) expect((await get(href)).status, href).toBe(200)

    const recipes = await hrefsIn(page, 'Recipes')
    expect(recipes.length).toBeGreaterThan(0)
    expect(recipes.length).toBeLessThanOrEqual(10)
    for (const href of recipes) expect(href).toMatch(/^\/recipe\/[a-z0-9-]+$/)

    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/brands\/terrafield-classic$/,
    )
    await page.close()
  })

  it('links its sections from the in-page navigation', async () => {
    const { page } = await open('/brands/terrafield-classic')
    const nav = page.getByRole('navigation', { name: 'On this page', exact: true })
    await expect(
      nav.getByRole('link', { name: 'Products', exact: true }).getAttribute('href'),
    ).resolves.toBe('#brand-products')
    await expect(
      nav.getByRole('link', { name: 'Recipes', exact: true }).getAttribute('href'),
    ).resolves.toBe('#brand-recipes')
    await page.close()
  })

  it('answers unknown brands, junk slugs and page 1 spelled out with 404', async () => {
    for (const path of [
      '/brands/nope',
      '/brands/' + 'x'.repeat(300),
      "/brands/' OR 1=1",
      '/brands/terrafield-classic/1',
      '/brands/terrafield-classic/999',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('speaks Spanish under /mexico and links products with productos', async () => {
    const { page, status } = await open('/mexico/brands/terrafield-classic')
    expect(status).toBe(200)
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es')
    await expect(page.getByText('Papas de todos los días, bien hechas.').isVisible()).resolves.toBe(
      true,
    )
    const products = (await hrefsIn(page, 'Productos de la marca')).filter(
      (href) => !href.includes('/brands/'),
    )
    expect(products.length).toBeGreaterThan(0)
    for (const href of products) expect(href).toMatch(/^\/mexico\/productos\/TF-\d{5}$/)
    await page.close()
  })
})

describe('brand index', () => {
  it('lists the brands of the region, each linking to its page', async () => {
    const { page, status } = await open('/brands')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Our brands')
    await expect(
      page.getByRole('link', { name: 'Terrafield Classic', exact: true }).getAttribute('href'),
    ).resolves.toBe('/brands/terrafield-classic')
    await expect(
      page.getByRole('link', { name: 'Golden Acre', exact: true }).getAttribute('href'),
    ).resolves.toBe('/brands/golden-acre')
    await page.close()
  })
})

describe('brand page accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(['/brands', '/brands/terrafield-classic', '/mexico/brands/golden-acre'])(
    '%s has no violations',
    async (path) => {
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
    },
  )
})
