import type { Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { productPath, productRecipesPath, recipePath } from '@/routing/build'
import { get } from '../helpers/http'
import { escapeRegExp, expect, message, test } from './fixtures'

const hrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))

test.describe('product page extras', () => {
  test('shows the product videos behind play buttons, loading nothing from the provider first', async ({
    page,
  }) => {
    await page.goto('/products/TF-10001')
    const videos = page.getByRole('region', { name: 'Videos' })
    await expect(
      videos.getByRole('button', { name: 'Play video: Straight cut fries: from field to fryer' }),
    ).toBeVisible()
    await expect(videos.getByRole('button', { name: /^Play video:/ })).toHaveCount(2)
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('previews the recipes that use the product and links to all of them', async ({ page }) => {
    await page.goto('/products/TF-10001')
    const recipes = page.getByRole('region', { name: 'Recipes' })
    const names = await recipes.getByRole('heading', { level: 3 }).allTextContents()
    expect(names.sort()).toEqual(['Mushroom Gravy Poutine', 'Onion Ring Smash Burger'])
    await expect(recipes.getByRole('link', { name: 'View all 2 recipes' })).toHaveAttribute(
      'href',
      '/products/TF-10001/product-recipes',
    )
  })

  test('previews the newest linked posts the region carries, and leaves out the others', async ({
    page,
  }) => {
    await page.goto('/products/TF-10001')
    const posts = page.getByRole('region', { name: 'Related articles' })
    await expect(posts.getByRole('heading', { level: 3 })).toHaveText([
      'Simple Ways to Save Prep Time',
      'Our Cases Are Now Fully Recyclable',
      'Introducing Terrafield+, Our Partner Program',
    ])
    await expect(posts.getByRole('link', { name: 'All related articles' })).toHaveAttribute(
      'href',
      '/products/TF-10001/product-blogs',
    )
    await page.goto('/products/TF-10001/product-blogs')
    await expect(
      page.getByRole('link', { name: 'What Students Want on the K-12 Lunch Line' }),
    ).toHaveCount(1)
    await page.goto('/japan/en/products/TF-10001/product-blogs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'What Students Want on the K-12 Lunch Line' }),
    ).toHaveCount(0)
  })

  test('remembers viewed products in browser storage, newest first', async ({ page }) => {
    const stored = () =>
      page.evaluate(() =>
        (
          JSON.parse(localStorage.getItem('recently_viewed_products_us') ?? '[]') as {
            sku: string
          }[]
        ).map((entry) => entry.sku),
      )
    for (const sku of ['TF-10001', 'TF-10002', 'TF-10001']) {
      await page.goto(`/products/${sku}`)
      await expect.poll(async () => (await stored())[0]).toBe(sku)
    }
    expect(await stored()).toEqual(['TF-10001', 'TF-10002'])
  })
})

test.describe('product recipes pages', () => {
  test('lists every recipe using the product with a way back to it', async ({ page }) => {
    await page.goto('/products/TF-10033')
    const name = await page.getByRole('heading', { level: 1 }).textContent()
    const response = await page.goto('/products/TF-10033/product-recipes')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recipes with ${name}`)
    const links = await hrefs(page, 'main h2 a')
    expect(links.sort()).toEqual([
      '/recipe/roasted-vegetable-goat-cheese-frittata',
      '/recipe/roasted-vegetable-grain-bowl',
      '/recipe/shepherds-pie-crispy-potato-crust',
    ])
    await expect(page.getByRole('link', { name: 'Back to product details' })).toHaveAttribute(
      'href',
      '/products/TF-10033',
    )
  })

  test('is served under the product slug or a category, and 404s past the last page or for junk', async () => {
    expect((await get('/products/fries/TF-10001/product-recipes')).status).toBe(200)
    expect((await get('/products/avocado/TF-10001/product-recipes')).status).toBe(404)
    expect((await get('/products/TF-10033/product-recipes/2')).status).toBe(404)
    expect((await get('/products/TF-10033/product-recipes/x')).status).toBe(404)
    expect((await get('/products/TF-99999/product-recipes')).status).toBe(404)
  })

  test(
    'uses productos and producto-recetas in mexico/es',
    { tag: '@mexico-es' },
    async ({ page, site }) => {
      const list = productRecipesPath(site.region, site.locale, 'TF-10033')
      expect(list).toBe('/mexico/productos/TF-10033/producto-recetas')
      const response = await page.goto(list)
      expect(response?.status()).toBe(200)
      const name = PRODUCTS.find((product) => product.sku === 'TF-10033')?.marketingName.es ?? ''
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(site, 'catalogue.productRecipesTitle', { name }),
      )
      const recipeUrl = new RegExp(`^${escapeRegExp(recipePath(site.region, site.locale, ''))}/`)
      expect(recipeUrl.source).toContain('receta')
      for (const href of await hrefs(page, 'main h2 a')) expect(href).toMatch(recipeUrl)
      await page.goto(productPath(site.region, site.locale, 'TF-10001'))
      await expect(
        page.getByRole('link', {
          name: new RegExp(
            `^${escapeRegExp(message(site, 'catalogue.viewAllRecipes', { count: 2 }))}`,
          ),
        }),
      ).toHaveAttribute('href', productRecipesPath(site.region, site.locale, 'TF-10001'))
    },
  )
})

test.describe('products index', () => {
  test('shows the index page from global settings and the region categories', async ({ page }) => {
    const response = await page.goto('/products')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Frozen potatoes')
    const categories = page.getByRole('region', { name: 'Product categories' })
    await expect(categories.getByRole('link', { name: 'Fries' })).toHaveAttribute(
      'href',
      '/products/fries',
    )
  })
})
