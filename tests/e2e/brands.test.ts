import type { Page } from '@playwright/test'
import { brandPath, productPath } from '@/routing/build'
import { get } from '../helpers/http'
import { axeViolations, escapeRegExp, expect, message, test } from './fixtures'

const hrefsIn = (page: Page, region: string) =>
  page
    .getByRole('region', { name: region, exact: true })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))

test.describe('brand page', () => {
  test('shows the brand with its tagline, products of the region and recipes', async ({ page }) => {
    const response = await page.goto('/brands/terrafield-classic')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrafield Classic')
    await expect(page.getByText('Everyday potatoes, done right.')).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/')

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

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/brands\/terrafield-classic$/,
    )
  })

  test('links its sections from the in-page navigation', async ({ page }) => {
    await page.goto('/brands/terrafield-classic')
    const nav = page.getByRole('navigation', { name: 'On this page', exact: true })
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute(
      'href',
      '#brand-products',
    )
    await expect(nav.getByRole('link', { name: 'Recipes', exact: true })).toHaveAttribute(
      'href',
      '#brand-recipes',
    )
  })

  test('answers unknown brands, junk slugs and page 1 spelled out with 404', async () => {
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

  test(
    'speaks Spanish under /mexico and links products with productos',
    { tag: '@mexico-es' },
    async ({ page, site }) => {
      const response = await page.goto(brandPath(site.region, site.locale, 'terrafield-classic'))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByText('Papas de todos los días, bien hechas.')).toBeVisible()
      const products = (await hrefsIn(page, message(site, 'brands.products'))).filter(
        (href) => !href.includes('/brands/'),
      )
      expect(products.length).toBeGreaterThan(0)
      const productUrl = new RegExp(
        `^${escapeRegExp(productPath(site.region, site.locale, 'SKU')).replace('SKU', 'TF-\\d{5}')}$`,
      )
      expect(productUrl.source).toContain('productos')
      for (const href of products) expect(href).toMatch(productUrl)
    },
  )
})

test.describe('brand index', () => {
  test('lists the brands of the region, each linking to its page', async ({ page }) => {
    const response = await page.goto('/brands')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our brands')
    await expect(
      page.getByRole('link', { name: 'Terrafield Classic', exact: true }),
    ).toHaveAttribute('href', '/brands/terrafield-classic')
    await expect(page.getByRole('link', { name: 'Golden Acre', exact: true })).toHaveAttribute(
      'href',
      '/brands/golden-acre',
    )
  })
})

test.describe('brand page accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const path of ['/brands', '/brands/terrafield-classic']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test(
    'a brand page in Mexico has no violations',
    { tag: '@mexico-es' },
    async ({ page, site }) => {
      await page.goto(brandPath(site.region, site.locale, 'golden-acre'))
      expect(await axeViolations(page)).toEqual([])
    },
  )
})
