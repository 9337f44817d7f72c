import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'

const SKU = 'TF-10001'
const NAME = 'Straight Cut Fries 3/8"'
const KEY = 'favorite_products_us'
const EMPTY_HEADER = 'You have no favorite products yet'
const ERROR = 'Sorry, there was an error in your request.'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The toggle's name is its label plus the product's name, so cards on one page stay apart. */
const favoriteButton = (page: Page, name = NAME) =>
  page.getByRole('button', {
    name: new RegExp(`^(Add to|Remove from) favorites\\s*:\\s*${escape(name)}$`),
  })

/** Buttons stay disabled until hydrated, so this also waits for the stored state to show. */
async function ready(page: Page, name = NAME) {
  const button = favoriteButton(page, name)
  await button.waitFor()
  await expect.poll(() => button.isEnabled()).toBe(true)
  return button
}

interface Stored {
  favorites: { sku?: string; slug: string; favoriteTimestamp: string }[]
  regionTag: string
}

async function stored(page: Page): Promise<Stored | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), KEY)
  return raw ? (JSON.parse(raw) as Stored) : null
}

async function storeRaw(page: Page, value: string) {
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: KEY,
    value,
  })
}

const emptyState = (page: Page) => page.getByRole('heading', { level: 2, name: EMPTY_HEADER })

describe('product favorites', () => {
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    context = await browser.newContext()
    page = await context.newPage()
  })

  afterAll(async () => {
    await context?.close()
  })

  it('adds a product from its page and confirms it politely', async () => {
    await page.goto(`${baseUrl()}/products/${SKU}`)
    const button = await ready(page)
    await expect(button.textContent()).resolves.toContain('Add to favorites')
    await button.click()
    await expect.poll(() => button.textContent()).toContain('Remove from favorites')
    const confirmation = page
      .getByRole('status')
      .filter({ hasText: `${NAME} has been added to your favorites.` })
    await confirmation.waitFor()
    await expect(confirmation.isVisible()).resolves.toBe(true)
    const value = await stored(page)
    expect(value?.regionTag).toBe('regionUs')
    expect(value?.favorites.map((entry) => entry.sku)).toEqual([SKU])
    expect(Number.isNaN(Date.parse(value?.favorites[0]?.favoriteTimestamp ?? ''))).toBe(false)
  })

  it('is still pressed after a reload', async () => {
    await page.reload()
    const button = await ready(page)
    await expect.poll(() => button.textContent()).toContain('Remove from favorites')
  })

  it('lists the product on the favorites page under the CMS header', async () => {
    await page.goto(`${baseUrl()}/favorites`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'My favorite products',
    )
    await expect(page.title()).resolves.toContain('My favorite products')
    const card = page.getByRole('heading', { level: 2, name: NAME })
    await card.waitFor()
    await expect(card.getByRole('link').getAttribute('href')).resolves.toBe(`/products/${SKU}`)
    await expect(emptyState(page).count()).resolves.toBe(0)
  })

  it('keeps the product when the removal is cancelled', async () => {
    const button = await ready(page)
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog.textContent()).resolves.toContain(
      `Are you sure you want to remove ${NAME} from your favorites?`,
    )
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect(page.getByRole('heading', { level: 2, name: NAME }).isVisible()).resolves.toBe(
      true,
    )
    await expect((await stored(page))?.favorites).toHaveLength(1)
  })

  it('removes the product after confirmation and shows the empty state', async () => {
    await (await ready(page)).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog.textContent()).resolves.toContain(
      `Are you sure you want to remove ${NAME} from your favorites?`,
    )
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await emptyState(page).waitFor()
    await expect(page.getByRole('heading', { level: 2, name: NAME }).count()).resolves.toBe(0)
    await expect(
      page.getByRole('link', { name: 'Browse products' }).getAttribute('href'),
    ).resolves.toBe('/products')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `${NAME} has been removed from your favorites.` })
        .count(),
    ).resolves.toBe(1)
    await expect((await stored(page))?.favorites).toEqual([])
  })
})

describe('favorites kept per region', () => {
  it('does not show a US favorite in Mexico, where the page speaks Spanish', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/products/${SKU}`)
    await (await ready(page)).click()
    await expect
      .poll(async () => (await stored(page))?.favorites.map((entry) => entry.sku))
      .toEqual([SKU])
    await page.goto(`${baseUrl()}/mexico/favorites`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Mis productos favoritos',
    )
    await page
      .getByRole('heading', { level: 2, name: 'Aún no tiene productos favoritos' })
      .waitFor()
    await context.close()
  })
})

describe('stored values that were tampered with', () => {
  const TAMPERED = [
    '{"favorites":[{"sku":5},"x",{"slug":"../../x"}],"regionTag":"regionUs"}',
    'not json',
    '{"favorites":"x","regionTag":"regionUs"}',
    `{"favorites":[{"slug":"x","sku":"${SKU}","favoriteTimestamp":"2025-01-01T00:00:00.000Z"}],"regionTag":"regionMexico"}`,
    '[]',
  ]

  it.each(TAMPERED)('shows the empty state without an error for %s', async (raw) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${baseUrl()}/favorites`)
    await storeRaw(page, raw)
    await page.reload()
    await emptyState(page).waitFor()
    await expect(page.getByText(ERROR).count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the good entries of a partly tampered list', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/favorites`)
    const raw = JSON.stringify({
      favorites: [
        { sku: 5 },
        '<img src=x onerror=alert(1)>',
        { slug: 'whatever', sku: SKU, favoriteTimestamp: '2025-01-01T00:00:00.000Z' },
      ],
      regionTag: 'regionUs',
    })
    await storeRaw(page, raw)
    await page.reload()
    await page.getByRole('heading', { level: 2, name: NAME }).waitFor()
    await expect(emptyState(page).count()).resolves.toBe(0)
    await context.close()
  })
})

describe('favorites in two tabs', () => {
  it('shows a favorite added in another tab without a reload', async () => {
    const context = await browser.newContext()
    const list = await context.newPage()
    await list.goto(`${baseUrl()}/favorites`)
    await emptyState(list).waitFor()
    const product = await context.newPage()
    await product.goto(`${baseUrl()}/products/${SKU}`)
    await (await ready(product)).click()
    await list.getByRole('heading', { level: 2, name: NAME }).waitFor()
    await expect(emptyState(list).count()).resolves.toBe(0)
    await context.close()
  })
})
