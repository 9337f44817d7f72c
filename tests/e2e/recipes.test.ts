import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECIPES } from '@/cms/seed/data/recipes'
import { launchBrowser, openPage } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const open = (path: string): Promise<Page> => openPage(browser, path)

describe('recipe page', () => {
  it('shows the name, the yield under its CMS title and the products used, linked to working product pages', async () => {
    const page = await open(`/recipe/${POUTINE.slug}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      POUTINE.name.en,
    )
    await expect(page.title()).resolves.toContain(POUTINE.name.en)
    const yieldSection = page.getByRole('region', { name: 'Yield' })
    await expect(yieldSection.textContent()).resolves.toContain(`${POUTINE.yieldServings} servings`)
    await expect(yieldSection.textContent()).resolves.toContain(POUTINE.yieldPortionSize)
    const products = page
      .getByRole('region', { name: 'Products used in this recipe' })
      .getByRole('link')
    const hrefs = await products.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    expect(hrefs).toEqual(POUTINE.productSkus.map((sku) => `/products/${sku}`))
    for (const href of hrefs) expect((await get(href)).status, href).toBe(200)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Preparation' }).isVisible(),
    ).resolves.toBe(true)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '', baseUrl()).pathname).toBe(`/recipe/${POUTINE.slug}`)
    await page.context().close()
  })

  it('offers the email view as a mailto carrying the template subject with the recipe name and link', async () => {
    const page = await open(`/recipe/${POUTINE.slug}`)
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
    await page.context().close()
  })

  it('has a print view holding the print header and footer', async () => {
    const page = await open(`/recipe/${POUTINE.slug}`)
    await page.getByRole('link', { name: 'Print', exact: true }).click()
    await page.waitForURL(`**/recipe/${POUTINE.slug}/print`)
    const header = await page.getByTestId('recipe-print-header').textContent()
    for (const text of PRINT_HEADER) expect(header).toContain(text)
    await expect(page.getByTestId('recipe-print-footer').textContent()).resolves.toContain(
      PRINT_FOOTER,
    )
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      POUTINE.name.en,
    )
    await page.context().close()
  })

  it('keeps a recipe favorite across a reload and lists it on the favorites page', async () => {
    const page = await open(`/recipe/${POUTINE.slug}`)
    const button = page.getByRole('button', {
      name: new RegExp(`^(Add to|Remove from) favorites\\s*:\\s*${escape(POUTINE.name.en)}$`),
    })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await expect(button.textContent()).resolves.toContain('Add to favorites')
    await button.click()
    await expect.poll(() => button.textContent()).toContain('Remove from favorites')
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? 'null',
    ) as { favorites: { slug: string }[]; regionTag: string } | null
    expect(stored?.regionTag).toBe('regionUs')
    expect(stored?.favorites.map((entry) => entry.slug)).toEqual([POUTINE.slug])
    await page.reload()
    await expect.poll(() => button.isEnabled()).toBe(true)
    await expect.poll(() => button.textContent()).toContain('Remove from favorites')
    await page.goto(`${baseUrl()}/favorites`)
    const recipes = page.getByRole('region', { name: 'My favorite recipes' })
    await recipes.getByRole('heading', { level: 3, name: POUTINE.name.en }).waitFor()
    await expect(
      recipes.getByRole('link', { name: POUTINE.name.en }).getAttribute('href'),
    ).resolves.toBe(`/recipe/${POUTINE.slug}`)
    await page.context().close()
  })

  it('renders the Spanish recipe at /mexico/receta/{slug}, and /mexico/recipe/{slug} redirects there', async () => {
    const page = await open(`/mexico/receta/${POUTINE.slug}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      POUTINE.name.es,
    )
    await expect(page.locator('html').getAttribute('lang')).resolves.toMatch(/^es/)
    await page.context().close()
    const redirect = await get(`/mexico/recipe/${POUTINE.slug}`)
    expect(redirect.status).toBe(308)
    expect(new URL(redirect.headers.get('location') ?? '', baseUrl()).pathname).toBe(
      `/mexico/receta/${POUTINE.slug}`,
    )
  })

  it('answers 404 for unknown slugs, junk slugs and recipes of another region', async () => {
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

  it('has no accessibility violations (axe-core, WCAG 2.2 AA)', async () => {
    for (const path of [`/recipe/${POUTINE.slug}`, `/recipe/${POUTINE.slug}/print`]) {
      const page = await open(path)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        results.violations.map(
          (violation) =>
            `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
      await page.context().close()
    }
  })
})
