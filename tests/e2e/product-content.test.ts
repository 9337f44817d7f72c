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

async function open(path: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await browser.newPage()
  const response = await page.goto(`${baseUrl()}${path}`)
  return { page, status: response?.status() }
}

const hrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))

describe('product page extras', () => {
  it('shows the product videos behind play buttons, loading nothing from the provider first', async () => {
    const { page } = await open('/products/TF-10001')
    const videos = page.getByRole('region', { name: 'Videos' })
    await expect(
      videos
        .getByRole('button', { name: 'Play video: Straight cut fries: from field to fryer' })
        .isVisible(),
    ).resolves.toBe(true)
    await expect(videos.getByRole('button', { name: /^Play video:/ }).count()).resolves.toBe(2)
    await expect(page.locator('iframe').count()).resolves.toBe(0)
    await page.close()
  })

  it('previews the recipes that use the product and links to all of them', async () => {
    const { page } = await open('/products/TF-10001')
    const recipes = page.getByRole('region', { name: 'Recipes' })
    const names = await recipes.getByRole('heading', { level: 3 }).allTextContents()
    expect(names.sort()).toEqual(['Mushroom Gravy Poutine', 'Onion Ring Smash Burger'])
    await expect(
      recipes.getByRole('link', { name: 'View all 2 recipes' }).getAttribute('href'),
    ).resolves.toBe('/products/TF-10001/product-recipes')
    await page.close()
  })

  it('lists linked posts the region carries, and leaves out the others', async () => {
    const { page } = await open('/products/TF-10001')
    const posts = page.getByRole('region', { name: 'Related articles' })
    await expect(
      posts
        .getByRole('link', { name: 'How Long Can Fries Hold? A Practical Guide' })
        .getAttribute('href'),
    ).resolves.toBe('/blog/how-long-can-fries-hold')
    await expect(
      posts.getByRole('link', { name: 'What Students Want on the K-12 Lunch Line' }).count(),
    ).resolves.toBe(1)
    await page.close()
    const japan = await open('/japan/en/products/TF-10001')
    const japanPosts = japan.page.getByRole('region', { name: 'Related articles' })
    await expect(japanPosts.getByRole('link').allTextContents()).resolves.toEqual([
      'How Long Can Fries Hold? A Practical Guide',
    ])
    await japan.page.close()
  })

  it('remembers viewed products in browser storage, newest first', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const stored = () =>
      page.evaluate(() =>
        (
          JSON.parse(localStorage.getItem('recently_viewed_products_us') ?? '[]') as {
            sku: string
          }[]
        ).map((entry) => entry.sku),
      )
    for (const sku of ['TF-10001', 'TF-10002', 'TF-10001']) {
      await page.goto(`${baseUrl()}/products/${sku}`)
      await expect.poll(async () => (await stored())[0]).toBe(sku)
    }
    await expect(stored()).resolves.toEqual(['TF-10001', 'TF-10002'])
    await context.close()
  })
})

describe('product recipes pages', () => {
  it('lists every recipe using the product with a way back to it', async () => {
    const product = await open('/products/TF-10033')
    const name = await product.page.getByRole('heading', { level: 1 }).textContent()
    await product.page.close()
    const { page, status } = await open('/products/TF-10033/product-recipes')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      `Recipes with ${name}`,
    )
    const links = await hrefs(page, 'main h2 a')
    expect(links.sort()).toEqual([
      '/recipe/roasted-vegetable-goat-cheese-frittata',
      '/recipe/roasted-vegetable-grain-bowl',
      '/recipe/shepherds-pie-crispy-potato-crust',
    ])
    await expect(
      page.getByRole('link', { name: 'Back to product details' }).getAttribute('href'),
    ).resolves.toBe('/products/TF-10033')
    await page.close()
  })

  it('is served under the product slug or a category, and 404s past the last page or for junk', async () => {
    expect((await get('/products/fries/TF-10001/product-recipes')).status).toBe(200)
    expect((await get('/products/avocado/TF-10001/product-recipes')).status).toBe(404)
    expect((await get('/products/TF-10033/product-recipes/2')).status).toBe(404)
    expect((await get('/products/TF-10033/product-recipes/x')).status).toBe(404)
    expect((await get('/products/TF-99999/product-recipes')).status).toBe(404)
  })

  it('uses productos and producto-recetas in mexico/es', async () => {
    const { page, status } = await open('/mexico/productos/TF-10033/producto-recetas')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /^Recetas con /,
    )
    for (const href of await hrefs(page, 'main h2 a')) expect(href).toMatch(/^\/mexico\/receta\//)
    await page.close()
    const product = await open('/mexico/productos/TF-10001')
    await expect(
      product.page.getByRole('link', { name: /^Ver las 2 recetas/ }).getAttribute('href'),
    ).resolves.toBe('/mexico/productos/TF-10001/producto-recetas')
    await product.page.close()
  })
})

describe('products index', () => {
  it('shows the index page from global settings and the region categories', async () => {
    const { page, status } = await open('/products')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Frozen potatoes',
    )
    const categories = page.getByRole('region', { name: 'Product categories' })
    await expect(
      categories.getByRole('link', { name: 'Fries' }).getAttribute('href'),
    ).resolves.toBe('/products/fries')
    await page.close()
  })
})
