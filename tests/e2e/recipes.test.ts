import type { Page } from '@playwright/test'
import { RECIPES } from '@/cms/seed/data/recipes'
import { recipePath } from '@/routing/build'
import { baseUrl, get } from '../helpers/http'
import { axeViolations, escapeRegExp, expect, test } from './fixtures'

/** Seeded for every region, made with TF-10001; its print header and email texts come from the seeded recipe page settings. */
const POUTINE = seeded('mushroom-gravy-poutine')
const PRINT_HEADER = [
  'Food-service solutions',
  'Recipes, product information and menu ideas for food-service professionals.',
]
const PRINT_FOOTER = 'Discover more recipes and products at terrafield.example.'
const EMAIL_SUBJECT = `Recipe from Terrafield Foods: ${POUTINE.name.en}`
const KEY = 'favorite_recipes_us'

function seeded(slug: string) {
  const recipe = RECIPES.find((entry) => entry.slug === slug)
  if (!recipe) throw new Error(`${slug} is not seeded`)
  return recipe
}

/** Opens `path`, which must answer 200. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

test.describe('recipe page', () => {
  test('shows the name, the yield under its CMS title and the products used, linked to working product pages', async ({
    page,
  }) => {
    await open(page, `/recipe/${POUTINE.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POUTINE.name.en)
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(POUTINE.name.en)))
    const yieldSection = page.getByRole('region', { name: 'Yield' })
    await expect(yieldSection).toContainText(`${POUTINE.yieldServings} servings`)
    await expect(yieldSection).toContainText(POUTINE.yieldPortionSize)
    const products = page
      .getByRole('region', { name: 'Products used in this recipe' })
      .getByRole('link')
    const hrefs = await products.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    expect(hrefs).toEqual(POUTINE.productSkus.map((sku) => `/products/${sku}`))
    for (const href of hrefs) expect((await get(href)).status, href).toBe(200)
    await expect(page.getByRole('heading', { level: 2, name: 'Preparation' })).toBeVisible()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '', baseUrl()).pathname).toBe(`/recipe/${POUTINE.slug}`)
  })

  test('offers the email view as a mailto carrying the template subject with the recipe name and link', async ({
    page,
  }) => {
    await open(page, `/recipe/${POUTINE.slug}`)
    const href =
      (await page.getByRole('link', { name: 'Email', exact: true }).getAttribute('href')) ?? ''
    expect(href.startsWith('mailto:?')).toBe(true)
    const query = new URLSearchParams(href.slice('mailto:?'.length).replace(/\+/g, '%2B'))
    expect(query.get('subject')).toBe(EMAIL_SUBJECT)
    expect(query.get('body')).toContain(`/recipe/${POUTINE.slug}`)
    const facebook = await page
      .getByRole('link', { name: 'Share on Facebook' })
      .getAttribute('href')
    expect(facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/)
  })

  test('has a print view holding the print header and footer', async ({ page }) => {
    await open(page, `/recipe/${POUTINE.slug}`)
    await page.getByRole('link', { name: 'Print', exact: true }).click()
    await expect(page).toHaveURL(`/recipe/${POUTINE.slug}/print`)
    for (const text of PRINT_HEADER)
      await expect(page.getByTestId('recipe-print-header')).toContainText(text)
    await expect(page.getByTestId('recipe-print-footer')).toContainText(PRINT_FOOTER)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POUTINE.name.en)
  })

  test('keeps a recipe favorite across a reload and lists it on the favorites page', async ({
    page,
  }) => {
    await open(page, `/recipe/${POUTINE.slug}`)
    const button = page.getByRole('button', {
      name: new RegExp(`^(Add to|Remove from) favorites\\s*:\\s*${escapeRegExp(POUTINE.name.en)}$`),
    })
    await expect(button).toBeEnabled()
    await expect(button).toContainText('Add to favorites')
    await button.click()
    await expect(button).toContainText('Remove from favorites')
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? 'null',
    ) as { favorites: { slug: string }[]; regionTag: string } | null
    expect(stored?.regionTag).toBe('regionUs')
    expect(stored?.favorites.map((entry) => entry.slug)).toEqual([POUTINE.slug])
    await page.reload()
    await expect(button).toBeEnabled()
    await expect(button).toContainText('Remove from favorites')
    await page.goto('/favorites')
    const recipes = page.getByRole('region', { name: 'My favorite recipes' })
    await expect(recipes.getByRole('heading', { level: 3, name: POUTINE.name.en })).toBeVisible()
    await expect(recipes.getByRole('link', { name: POUTINE.name.en })).toHaveAttribute(
      'href',
      `/recipe/${POUTINE.slug}`,
    )
  })

  test(
    'renders the Spanish recipe at /mexico/receta/{slug}, and /mexico/recipe/{slug} redirects there',
    { tag: '@mexico-es' },
    async ({ page, site }) => {
      expect(recipePath(site.region, site.locale, POUTINE.slug)).toBe(
        `/mexico/receta/${POUTINE.slug}`,
      )
      await open(page, recipePath(site.region, site.locale, POUTINE.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(POUTINE.name.es)
      await expect(page.locator('html')).toHaveAttribute('lang', /^es/)
      const redirect = await get(`/mexico/recipe/${POUTINE.slug}`)
      expect(redirect.status).toBe(308)
      expect(new URL(redirect.headers.get('location') ?? '', baseUrl()).pathname).toBe(
        `/mexico/receta/${POUTINE.slug}`,
      )
    },
  )

  test('answers 404 for unknown slugs, junk slugs and recipes of another region', async () => {
    const other = seeded('gochujang-glazed-fries')
    expect(other.regions).not.toContain('us')
    for (const path of [
      '/recipe/no-such-recipe',
      '/recipe/Not%20A%20Slug',
      `/recipe/${other.slug}`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    expect((await get(`/japan/recipe/${other.slug}`)).status).toBe(200)
  })

  test('has no accessibility violations (axe-core, WCAG 2.2 AA)', async ({ page }) => {
    for (const path of [`/recipe/${POUTINE.slug}`, `/recipe/${POUTINE.slug}/print`]) {
      await open(page, path)
      expect(await axeViolations(page), path).toEqual([])
    }
  })
})
