import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECIPE_CATEGORIES } from '@/cms/seed/data/recipes'
import { regionTag } from '@/routing/regions'
import { launchBrowser, openPage } from '../helpers/browser'
import { baseUrl, editorToken, get } from '../helpers/http'

/** Recipe listings show 12 cards a page. */
const PER_PAGE = 12
const SEEDED_COLLECTIONS = RECIPE_CATEGORIES.filter((category) => category.type === 'Collections')
const POUTINE = 'mushroom-gravy-poutine'

interface ApiList<T> {
  docs: T[]
  totalDocs: number
}
interface ApiRecipe {
  id: number
  slug: string
  name: string
  publishedDate: string
  linkedProducts: number[]
  brands: number[]
  categories: number[]
}
interface ApiCategory {
  id: number
  slug: string
  name: string
  type: string
}
interface ApiPage {
  headerMarquee: { heading?: string | null }[]
  components: { blockType: string; html?: string }[]
}

/** Ground truth: the CMS REST API (global settings only for editors, and only published documents for them too). */
async function api<T>(path: string, token?: string): Promise<T> {
  const response = await get(path, token ? { headers: { authorization: `JWT ${token}` } } : {})
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

async function apiList<T>(collection: string, where: string, query = ''): Promise<T[]> {
  const list = await api<ApiList<T>>(`/api/${collection}?${where}&limit=100&depth=0${query}`)
  expect(list.totalDocs).toBeLessThanOrEqual(100)
  return list.docs
}

/** The region's published recipes, newest first (optionally one category's). */
const regionRecipes = (region: string, locale: string, categoryId?: number) =>
  apiList<ApiRecipe>(
    'recipes',
    `where[regionTags][in][0]=${regionTag(region)}${categoryId === undefined ? '' : `&where[categories][in][0]=${categoryId}`}`,
    `&sort=-publishedDate&locale=${locale}`,
  )

const regionCategories = (region: string, locale: string) =>
  apiList<ApiCategory>(
    'recipe-categories',
    `where[regionTags][in][0]=${regionTag(region)}`,
    `&locale=${locale}`,
  )

async function categoryBySlug(slug: string): Promise<ApiCategory> {
  const [category] = await apiList<ApiCategory>(
    'recipe-categories',
    `where[slug][equals]=${slug}`,
    '&locale=en',
  )
  if (!category) throw new Error(`no recipe category ${slug}`)
  return category
}

async function recipeIndexPage(region: string, locale: string): Promise<ApiPage> {
  const token = await editorToken()
  const { docs } = await api<ApiList<{ recipePage: number | null }>>(
    `/api/global-settings?where[regionTags][in][0]=${regionTag(region)}&where[_status][equals]=published&limit=1&depth=0`,
    token,
  )
  const [settings] = docs
  expect(settings?.recipePage, `${region} names a recipe page`).toEqual(expect.any(Number))
  return api<ApiPage>(`/api/pages/${settings?.recipePage}?depth=0&locale=${locale}`)
}

const pageOf = <T>(items: readonly T[], page: number) =>
  items.slice((page - 1) * PER_PAGE, page * PER_PAGE)
const totalPages = (count: number) => Math.max(1, Math.ceil(count / PER_PAGE))
const cardsOf = (recipes: readonly ApiRecipe[], prefix = '/recipe') =>
  recipes.map((recipe) => ({ name: recipe.name, href: `${prefix}/${recipe.slug}` }))

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const open = (path: string): Promise<Page> => openPage(browser, path)

/** Name and href of the links in the headings of `level` within `scope` (card titles). */
const headingLinks = (scope: Locator, level: 2 | 3) =>
  scope
    .getByRole('heading', { level })
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: (anchor.textContent ?? '').trim(),
        href: anchor.getAttribute('href') ?? '',
      })),
    )

const links = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      name: (anchor.textContent ?? '').trim(),
      href: anchor.getAttribute('href') ?? '',
    })),
  )

/** On the index the recipe cards are h3 under "Recent recipes"; on a category listing they are the linked h2 of main. */
const indexCards = (page: Page, region = 'Recent recipes') =>
  headingLinks(page.getByRole('region', { name: region }), 3)
const categoryCards = (page: Page) => headingLinks(page.getByRole('main'), 2)

/** React has hydrated the sort links (it tags the DOM nodes it owns), so their stored-choice effect has run or is about to. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const link = document.querySelector('nav[aria-label="Sort recipes"] a')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'))
  })

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pages of recipes' })
const hrefOf = (scope: Locator, name: string) =>
  scope.getByRole('link', { name, exact: true }).getAttribute('href')

describe('recipe index', () => {
  it('shows the CMS page that global settings name as the recipe page', async () => {
    const cms = await recipeIndexPage('us', 'en')
    const heading = cms.headerMarquee[0]?.heading
    expect(heading).toBeTruthy()
    const page = await open('/recipes')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
    const html = cms.components.find((block) => block.blockType === 'plainHtml')?.html ?? ''
    const firstParagraph = /<p>(.*?)<\/p>/.exec(html)?.[1] ?? ''
    expect(firstParagraph).not.toBe('')
    await expect(page.getByText(firstParagraph).isVisible()).resolves.toBe(true)
    await page.context().close()
  })

  it('shows exactly 3 distinct recipe collections, each a seeded collection linking to a working category listing', async () => {
    const collections = (await regionCategories('us', 'en')).filter(
      (category) => category.type === 'Collections',
    )
    expect(collections.map((category) => category.slug).sort()).toEqual(
      SEEDED_COLLECTIONS.map((category) => category.slug).sort(),
    )
    const page = await open('/recipes')
    const cards = await headingLinks(page.getByRole('region', { name: 'Recipe collections' }), 3)
    expect(cards.length).toBe(3)
    expect(new Set(cards.map((card) => card.href)).size).toBe(3)
    for (const card of cards) {
      const seeded = SEEDED_COLLECTIONS.find((category) => category.name.en === card.name)
      expect(seeded, card.name).toBeDefined()
      expect(card.href).toBe(`/recipes/category/${seeded?.slug}`)
      expect((await get(card.href)).status, card.href).toBe(200)
    }
    await page.context().close()
  })

  it('links every recipe category of the region under "Browse by category"', async () => {
    const categories = await regionCategories('us', 'en')
    expect(categories.length).toBe(RECIPE_CATEGORIES.length)
    const page = await open('/recipes')
    const shown = await links(page.getByRole('navigation', { name: 'Browse by category' }))
    const byHref = (a: { href: string }, b: { href: string }) => a.href.localeCompare(b.href)
    expect([...shown].sort(byHref)).toEqual(
      categories
        .map((category) => ({ name: category.name, href: `/recipes/category/${category.slug}` }))
        .sort(byHref),
    )
    for (const { href } of shown) expect((await get(href)).status, href).toBe(200)
    await page.context().close()
  })

  it('lists the 12 newest recipes first and pages the rest in the CMS order', async () => {
    const recipes = await regionRecipes('us', 'en')
    const pages = totalPages(recipes.length)
    expect(pages).toBeGreaterThanOrEqual(2)

    const first = await open('/recipes')
    await expect(indexCards(first)).resolves.toEqual(cardsOf(pageOf(recipes, 1)))
    const paging = pagination(first)
    await expect(paging.textContent()).resolves.toContain(`Page 1 of ${pages}`)
    await expect(hrefOf(paging, 'Next page')).resolves.toBe('/recipes/page/2')
    await expect(paging.getByRole('link', { name: 'Previous page' }).count()).resolves.toBe(0)
    await first.context().close()

    const second = await open('/recipes/page/2')
    await expect(indexCards(second)).resolves.toEqual(cardsOf(pageOf(recipes, 2)))
    await expect(pagination(second).textContent()).resolves.toContain(`Page 2 of ${pages}`)
    await expect(hrefOf(pagination(second), 'Previous page')).resolves.toBe('/recipes')
    await second.context().close()

    const last = await open(`/recipes/page/${pages}`)
    await expect(indexCards(last)).resolves.toEqual(cardsOf(pageOf(recipes, pages)))
    await expect(pagination(last).getByRole('link', { name: 'Next page' }).count()).resolves.toBe(0)
    await last.context().close()

    for (const path of [
      `/recipes/page/${pages + 1}`,
      `/recipes/oldest/page/${pages + 1}`,
      '/recipes/page/1',
      '/recipes/oldest/page/1',
      '/recipes/page/x',
      '/recipes/page/02',
      '/recipes/page/2/3',
      '/recipes/oldest/oldest',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('sorts oldest first, remembers the choice under sorted_recipes and reapplies it on return', async () => {
    const oldest = [...(await regionRecipes('us', 'en'))].reverse()
    const page = await open('/recipes')
    await page
      .getByRole('navigation', { name: 'Sort recipes' })
      .getByRole('link', { name: 'Oldest first' })
      .click()
    await page.waitForURL(`${baseUrl()}/recipes/oldest`)
    await expect.poll(() => indexCards(page)).toEqual(cardsOf(pageOf(oldest, 1)))
    await expect(hrefOf(pagination(page), 'Next page')).resolves.toBe('/recipes/oldest/page/2')
    await expect(page.evaluate(() => localStorage.getItem('sorted_recipes'))).resolves.toBe(
      '"oldest"',
    )

    await page.goto(`${baseUrl()}/recipes`)
    await page.waitForURL(`${baseUrl()}/recipes/oldest`)
    await expect.poll(() => indexCards(page)).toEqual(cardsOf(pageOf(oldest, 1)))

    const second = await get('/recipes/oldest/page/2')
    expect(second.status).toBe(200)
    await page.goto(`${baseUrl()}/recipes/oldest/page/2`)
    await expect(indexCards(page)).resolves.toEqual(cardsOf(pageOf(oldest, 2)))

    await page.goto(`${baseUrl()}/recipes/oldest`)
    await page
      .getByRole('navigation', { name: 'Sort recipes' })
      .getByRole('link', { name: 'Newest first' })
      .click()
    await page.waitForURL(`${baseUrl()}/recipes`)
    await expect(page.evaluate(() => localStorage.getItem('sorted_recipes'))).resolves.toBe(
      '"newest"',
    )
    await page.context().close()
  })

  it('ignores a tampered sorted_recipes value and keeps showing the newest recipes at /recipes', async () => {
    const newest = cardsOf(pageOf(await regionRecipes('us', 'en'), 1))
    const page = await open('/recipes')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    // The stored choice is reapplied at all (so the waits below are long enough to see a wrong redirect).
    await page.evaluate(() => localStorage.setItem('sorted_recipes', '"oldest"'))
    await page.goto(`${baseUrl()}/recipes`)
    await page.waitForURL(`${baseUrl()}/recipes/oldest`)

    for (const value of ['garbage', '{', '42', '"sideways"', '"newest"', 'null', '["oldest"]']) {
      await page.evaluate((stored) => localStorage.setItem('sorted_recipes', stored), value)
      const response = await page.goto(`${baseUrl()}/recipes`)
      expect(response?.status(), value).toBe(200)
      await hydrated(page)
      await page.waitForTimeout(1500)
      expect(new URL(page.url()).pathname, value).toBe('/recipes')
      await expect(indexCards(page), value).resolves.toEqual(newest)
      await expect(page.getByRole('heading', { level: 1 }).isVisible(), value).resolves.toBe(true)
    }
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('recipe category listing', () => {
  it('lists exactly the region recipes of the category, newest or oldest first, under breadcrumbs to Recipes', async () => {
    const category = await categoryBySlug('game-day')
    const recipes = await regionRecipes('us', 'en', category.id)
    expect(recipes.length).toBeGreaterThan(0)
    for (const recipe of recipes) expect(recipe.categories).toContain(category.id)
    const pages = totalPages(recipes.length)

    const page = await open('/recipes/category/game-day')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Game day recipes',
    )
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(links(crumbs)).resolves.toEqual([
      { name: 'Home', href: '/' },
      { name: 'Recipes', href: '/recipes' },
    ])
    await expect(crumbs.getByRole('listitem').last().textContent()).resolves.toBe(
      'Game day recipes',
    )
    const cards = await categoryCards(page)
    expect(new Set(cards.map((card) => card.href))).toEqual(
      new Set(cardsOf(pageOf(recipes, 1)).map((card) => card.href)),
    )
    expect(cards).toEqual(cardsOf(pageOf(recipes, 1)))
    const current = page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: category.name, exact: true })
    await expect(current.getAttribute('aria-current')).resolves.toBe('page')
    await expect(page.getByRole('region', { name: 'Recipe collections' }).count()).resolves.toBe(0)
    await page.context().close()

    const oldest = await open('/recipes/category/game-day/oldest')
    await expect(categoryCards(oldest)).resolves.toEqual(cardsOf(pageOf([...recipes].reverse(), 1)))
    await oldest.context().close()

    for (const path of [
      `/recipes/category/game-day/page/${pages + 1}`,
      '/recipes/category/game-day/page/1',
      '/recipes/category/game-day/page/x',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('lists another category with only its own recipes', async () => {
    const category = await categoryBySlug('brunch')
    const recipes = await regionRecipes('us', 'en', category.id)
    const page = await open('/recipes/category/brunch')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      `${category.name} recipes`,
    )
    await expect(categoryCards(page)).resolves.toEqual(cardsOf(pageOf(recipes, 1)))
    await page.context().close()
  })

  it('answers 404, or 400 for a NUL byte (never 500), for unknown and junk category slugs', async () => {
    for (const path of [
      '/recipes/category/no-such-category',
      '/recipes/category/bad%20slug',
      '/recipes/category/..%2f',
      '/recipes/category/..%2F..%2Fapi',
      "/recipes/category/' OR 1=1",
      '/recipes/category/%00',
      `/recipes/category/${'x'.repeat(300)}`,
      '/recipes/category/no-such-category/oldest',
    ]) {
      expect([400, 404], path).toContain((await get(path)).status)
    }
  })
})

describe('Mexico recipe index', () => {
  it('is in Spanish and links recipes at /mexico/receta/{slug}', async () => {
    const recipes = await regionRecipes('mexico', 'es')
    const cms = await recipeIndexPage('mexico', 'es')
    const page = await open('/mexico/recipes')
    await expect(page.locator('html').getAttribute('lang')).resolves.toMatch(/^es/)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      cms.headerMarquee[0]?.heading,
    )
    const cards = await indexCards(page, 'Recetas recientes')
    expect(cards).toEqual(cardsOf(pageOf(recipes, 1), '/mexico/receta'))
    for (const card of cards) expect(card.href).toMatch(/^\/mexico\/receta\/[a-z0-9-]+$/)
    const first = cards[0]?.href ?? ''
    expect((await get(first)).status, first).toBe(200)
    const collections = await headingLinks(
      page.getByRole('region', { name: 'Colecciones de recetas' }),
      3,
    )
    expect(collections.length).toBe(3)
    for (const card of collections) {
      const seeded = SEEDED_COLLECTIONS.find((category) => category.name.es === card.name)
      expect(seeded, card.name).toBeDefined()
      expect(card.href).toBe(`/mexico/recipes/category/${seeded?.slug}`)
    }
    await page.context().close()
  })
})

describe('recipe page links', () => {
  it('has breadcrumbs to /recipes and links its brands and categories to working pages', async () => {
    const [recipe] = await apiList<ApiRecipe>(
      'recipes',
      `where[slug][equals]=${POUTINE}`,
      '&locale=en',
    )
    if (!recipe) throw new Error(`${POUTINE} is not in the CMS`)
    const brands = await Promise.all(
      recipe.brands.map((id) =>
        api<{ slug: string; name: string }>(`/api/brands/${id}?depth=0&locale=en`),
      ),
    )
    const categories = await Promise.all(
      recipe.categories.map((id) =>
        api<ApiCategory>(`/api/recipe-categories/${id}?depth=0&locale=en`),
      ),
    )
    expect(brands.length).toBeGreaterThan(0)
    expect(categories.length).toBeGreaterThan(0)

    const page = await open(`/recipe/${POUTINE}`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(links(crumbs)).resolves.toEqual([
      { name: 'Home', href: '/' },
      { name: 'Recipes', href: '/recipes' },
    ])
    await expect(crumbs.getByRole('listitem').last().textContent()).resolves.toBe(recipe.name)

    const details = page.getByRole('region', { name: 'Recipe details' })
    const detail = (term: string) =>
      links(
        details
          .locator('dl > div')
          .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) }),
      )
    await expect(detail('Brands')).resolves.toEqual(
      brands.map((brand) => ({ name: brand.name, href: `/brands/${brand.slug}` })),
    )
    await expect(detail('Categories')).resolves.toEqual(
      categories.map((category) => ({
        name: category.name,
        href: `/recipes/category/${category.slug}`,
      })),
    )
    for (const { href } of [...(await detail('Brands')), ...(await detail('Categories'))])
      expect((await get(href)).status, href).toBe(200)
    await page.context().close()
  })

  it.each([POUTINE, 'avocado-toast-poached-egg', 'green-beans-almondine'])(
    '%s shows up to 6 other region recipes sharing a product, brand or category',
    async (slug) => {
      const all = await regionRecipes('us', 'en')
      const recipe = all.find((entry) => entry.slug === slug)
      if (!recipe) throw new Error(`${slug} is not a us recipe`)
      const overlaps = (a: number[], b: number[]) => a.some((id) => b.includes(id))
      const shares = (other: ApiRecipe) =>
        overlaps(other.linkedProducts, recipe.linkedProducts) ||
        overlaps(other.brands, recipe.brands) ||
        overlaps(other.categories, recipe.categories)
      const candidates = all.filter((other) => other.id !== recipe.id && shares(other))

      const page = await open(`/recipe/${slug}`)
      const related = await links(page.getByRole('region', { name: 'More recipes like this' }))
      expect(related.length).toBe(Math.min(6, candidates.length))
      expect(new Set(related.map((card) => card.href)).size).toBe(related.length)
      for (const card of related) {
        expect(card.href).not.toBe(`/recipe/${slug}`)
        const other = all.find((entry) => `/recipe/${entry.slug}` === card.href)
        expect(other, card.href).toBeDefined()
        expect(other && shares(other), card.href).toBe(true)
        expect(card.name).toBe(other?.name)
      }
      await page.context().close()
    },
  )
})

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(['/recipes', '/recipes/category/game-day'])('%s has no violations', async (path) => {
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
  })
})
