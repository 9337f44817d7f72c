import type { Locator, Page } from '@playwright/test'
import { RECIPE_CATEGORIES } from '@/cms/seed/data/recipes'
import { recipeCategoryPath, recipeIndexPath, recipePath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { editorToken, get } from '../helpers/http'
import { axeViolations, expect, message, test } from './fixtures'

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

/** Opens `path`, which must answer 200. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

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

/** Waits for the index to show `expected` (a client-side sort re-renders it), then compares the links. */
async function expectIndexCards(page: Page, expected: { name: string; href: string }[]) {
  await expect(
    page.getByRole('region', { name: 'Recent recipes' }).getByRole('heading', { level: 3 }),
  ).toHaveText(expected.map((card) => card.name))
  expect(await indexCards(page)).toEqual(expected)
}

/** React has hydrated the sort links (it tags the DOM nodes it owns), so their stored-choice effect has run or is about to. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const link = document.querySelector('nav[aria-label="Sort recipes"] a')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'))
  })

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pages of recipes' })
const linkIn = (scope: Locator, name: string) => scope.getByRole('link', { name, exact: true })

test.describe('recipe index', () => {
  test('shows the CMS page that global settings name as the recipe page', async ({ page }) => {
    const cms = await recipeIndexPage('us', 'en')
    const heading = cms.headerMarquee[0]?.heading
    expect(heading).toBeTruthy()
    await open(page, '/recipes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
    const html = cms.components.find((block) => block.blockType === 'plainHtml')?.html ?? ''
    const firstParagraph = /<p>(.*?)<\/p>/.exec(html)?.[1] ?? ''
    expect(firstParagraph).not.toBe('')
    await expect(page.getByText(firstParagraph)).toBeVisible()
  })

  test('shows exactly 3 distinct recipe collections, each a seeded collection linking to a working category listing', async ({
    page,
  }) => {
    const collections = (await regionCategories('us', 'en')).filter(
      (category) => category.type === 'Collections',
    )
    expect(collections.map((category) => category.slug).sort()).toEqual(
      SEEDED_COLLECTIONS.map((category) => category.slug).sort(),
    )
    await open(page, '/recipes')
    const cards = await headingLinks(page.getByRole('region', { name: 'Recipe collections' }), 3)
    expect(cards.length).toBe(3)
    expect(new Set(cards.map((card) => card.href)).size).toBe(3)
    for (const card of cards) {
      const seeded = SEEDED_COLLECTIONS.find((category) => category.name.en === card.name)
      expect(seeded, card.name).toBeDefined()
      expect(card.href).toBe(`/recipes/category/${seeded?.slug}`)
      expect((await get(card.href)).status, card.href).toBe(200)
    }
  })

  test('links every recipe category of the region under "Browse by category"', async ({ page }) => {
    const categories = await regionCategories('us', 'en')
    expect(categories.length).toBe(RECIPE_CATEGORIES.length)
    await open(page, '/recipes')
    const shown = await links(page.getByRole('navigation', { name: 'Browse by category' }))
    const byHref = (a: { href: string }, b: { href: string }) => a.href.localeCompare(b.href)
    expect([...shown].sort(byHref)).toEqual(
      categories
        .map((category) => ({ name: category.name, href: `/recipes/category/${category.slug}` }))
        .sort(byHref),
    )
    for (const { href } of shown) expect((await get(href)).status, href).toBe(200)
  })

  test('lists the 12 newest recipes first and pages the rest in the CMS order', async ({
    page,
  }) => {
    const recipes = await regionRecipes('us', 'en')
    const pages = totalPages(recipes.length)
    expect(pages).toBeGreaterThanOrEqual(2)

    const first = page
    await open(first, '/recipes')
    expect(await indexCards(first)).toEqual(cardsOf(pageOf(recipes, 1)))
    const paging = pagination(first)
    await expect(paging).toContainText(`Page 1 of ${pages}`)
    await expect(linkIn(paging, 'Next page')).toHaveAttribute('href', '/recipes/page/2')
    await expect(paging.getByRole('link', { name: 'Previous page' })).toHaveCount(0)

    const second = page
    await open(second, '/recipes/page/2')
    expect(await indexCards(second)).toEqual(cardsOf(pageOf(recipes, 2)))
    await expect(pagination(second)).toContainText(`Page 2 of ${pages}`)
    await expect(linkIn(pagination(second), 'Previous page')).toHaveAttribute('href', '/recipes')

    const last = page
    await open(last, `/recipes/page/${pages}`)
    expect(await indexCards(last)).toEqual(cardsOf(pageOf(recipes, pages)))
    await expect(pagination(last).getByRole('link', { name: 'Next page' })).toHaveCount(0)

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

  test('sorts oldest first, remembers the choice under sorted_recipes and reapplies it on return', async ({
    page,
  }) => {
    const oldest = [...(await regionRecipes('us', 'en'))].reverse()
    await open(page, '/recipes')
    await page
      .getByRole('navigation', { name: 'Sort recipes' })
      .getByRole('link', { name: 'Oldest first' })
      .click()
    await expect(page).toHaveURL('/recipes/oldest')
    await expectIndexCards(page, cardsOf(pageOf(oldest, 1)))
    await expect(linkIn(pagination(page), 'Next page')).toHaveAttribute(
      'href',
      '/recipes/oldest/page/2',
    )
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sorted_recipes')))
      .toBe('"oldest"')

    await page.goto('/recipes')
    await expect(page).toHaveURL('/recipes/oldest')
    await expectIndexCards(page, cardsOf(pageOf(oldest, 1)))

    const second = await get('/recipes/oldest/page/2')
    expect(second.status).toBe(200)
    await page.goto('/recipes/oldest/page/2')
    expect(await indexCards(page)).toEqual(cardsOf(pageOf(oldest, 2)))

    await page.goto('/recipes/oldest')
    await page
      .getByRole('navigation', { name: 'Sort recipes' })
      .getByRole('link', { name: 'Newest first' })
      .click()
    await expect(page).toHaveURL('/recipes')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sorted_recipes')))
      .toBe('"newest"')
  })

  test('ignores a tampered sorted_recipes value and keeps showing the newest recipes at /recipes', async ({
    page,
  }) => {
    const newest = cardsOf(pageOf(await regionRecipes('us', 'en'), 1))
    await open(page, '/recipes')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    // The stored choice is reapplied at all (so the waits below are long enough to see a wrong redirect).
    await page.evaluate(() => localStorage.setItem('sorted_recipes', '"oldest"'))
    await page.goto('/recipes')
    await expect(page).toHaveURL('/recipes/oldest')

    for (const value of ['garbage', '{', '42', '"sideways"', '"newest"', 'null', '["oldest"]']) {
      await page.evaluate((stored) => localStorage.setItem('sorted_recipes', stored), value)
      const response = await page.goto('/recipes')
      expect(response?.status(), value).toBe(200)
      await hydrated(page)
      await page.waitForTimeout(1500)
      expect(new URL(page.url()).pathname, value).toBe('/recipes')
      expect(await indexCards(page), value).toEqual(newest)
      await expect(page.getByRole('heading', { level: 1 }), value).toBeVisible()
    }
    expect(errors).toEqual([])
  })
})

test.describe('recipe category listing', () => {
  test('lists exactly the region recipes of the category, newest or oldest first, under breadcrumbs to Recipes', async ({
    page,
  }) => {
    const category = await categoryBySlug('game-day')
    const recipes = await regionRecipes('us', 'en', category.id)
    expect(recipes.length).toBeGreaterThan(0)
    for (const recipe of recipes) expect(recipe.categories).toContain(category.id)
    const pages = totalPages(recipes.length)

    await open(page, '/recipes/category/game-day')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game day recipes')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(await links(crumbs)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Recipes', href: '/recipes' },
    ])
    await expect(crumbs.getByRole('listitem').last()).toHaveText('Game day recipes')
    const cards = await categoryCards(page)
    expect(new Set(cards.map((card) => card.href))).toEqual(
      new Set(cardsOf(pageOf(recipes, 1)).map((card) => card.href)),
    )
    expect(cards).toEqual(cardsOf(pageOf(recipes, 1)))
    const current = page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: category.name, exact: true })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('region', { name: 'Recipe collections' })).toHaveCount(0)

    const oldest = page
    await open(oldest, '/recipes/category/game-day/oldest')
    expect(await categoryCards(oldest)).toEqual(cardsOf(pageOf([...recipes].reverse(), 1)))

    for (const path of [
      `/recipes/category/game-day/page/${pages + 1}`,
      '/recipes/category/game-day/page/1',
      '/recipes/category/game-day/page/x',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  test('lists another category with only its own recipes', async ({ page }) => {
    const category = await categoryBySlug('brunch')
    const recipes = await regionRecipes('us', 'en', category.id)
    await open(page, '/recipes/category/brunch')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} recipes`)
    expect(await categoryCards(page)).toEqual(cardsOf(pageOf(recipes, 1)))
  })

  test('answers 404, or 400 for a NUL byte (never 500), for unknown and junk category slugs', async () => {
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

test.describe('Mexico recipe index', { tag: '@mexico-es' }, () => {
  test('is in Spanish and links recipes at /mexico/receta/{slug}', async ({ page, site }) => {
    const recipes = await regionRecipes(site.region, site.locale)
    const cms = await recipeIndexPage(site.region, site.locale)
    await open(page, recipeIndexPath(site.region, site.locale))
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      cms.headerMarquee[0]?.heading ?? '',
    )
    const recipeBase = recipePath(site.region, site.locale, '')
    expect(recipeBase).toBe('/mexico/receta')
    const cards = await indexCards(page, message(site, 'recipes.recent'))
    expect(cards).toEqual(cardsOf(pageOf(recipes, 1), recipeBase))
    for (const card of cards) expect(card.href).toMatch(/^\/mexico\/receta\/[a-z0-9-]+$/)
    const first = cards[0]?.href ?? ''
    expect((await get(first)).status, first).toBe(200)
    const collections = await headingLinks(
      page.getByRole('region', { name: message(site, 'recipes.collections') }),
      3,
    )
    expect(collections.length).toBe(3)
    for (const card of collections) {
      const seeded = SEEDED_COLLECTIONS.find((category) => category.name.es === card.name)
      expect(seeded, card.name).toBeDefined()
      expect(card.href).toBe(recipeCategoryPath(site.region, site.locale, seeded?.slug ?? ''))
    }
  })
})

test.describe('recipe page links', () => {
  test('has breadcrumbs to /recipes and links its brands and categories to working pages', async ({
    page,
  }) => {
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

    await open(page, `/recipe/${POUTINE}`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(await links(crumbs)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Recipes', href: '/recipes' },
    ])
    await expect(crumbs.getByRole('listitem').last()).toHaveText(recipe.name)

    const details = page.getByRole('region', { name: 'Recipe details' })
    const detail = (term: string) =>
      links(
        details
          .locator('dl > div')
          .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) }),
      )
    expect(await detail('Brands')).toEqual(
      brands.map((brand) => ({ name: brand.name, href: `/brands/${brand.slug}` })),
    )
    expect(await detail('Categories')).toEqual(
      categories.map((category) => ({
        name: category.name,
        href: `/recipes/category/${category.slug}`,
      })),
    )
    for (const { href } of [...(await detail('Brands')), ...(await detail('Categories'))])
      expect((await get(href)).status, href).toBe(200)
  })

  for (const slug of [POUTINE, 'avocado-toast-poached-egg', 'green-beans-almondine']) {
    test(`${slug} shows up to 6 other region recipes sharing a product, brand or category`, async ({
      page,
    }) => {
      const all = await regionRecipes('us', 'en')
      const recipe = all.find((entry) => entry.slug === slug)
      if (!recipe) throw new Error(`${slug} is not a us recipe`)
      const overlaps = (a: number[], b: number[]) => a.some((id) => b.includes(id))
      const shares = (other: ApiRecipe) =>
        overlaps(other.linkedProducts, recipe.linkedProducts) ||
        overlaps(other.brands, recipe.brands) ||
        overlaps(other.categories, recipe.categories)
      const candidates = all.filter((other) => other.id !== recipe.id && shares(other))

      await open(page, `/recipe/${slug}`)
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
    })
  }
})

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const path of ['/recipes', '/recipes/category/game-day']) {
    test(`${path} has no violations`, async ({ page }) => {
      await open(page, path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
