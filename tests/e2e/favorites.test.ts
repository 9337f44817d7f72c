import type { Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { fillName, nameTemplate } from '@/features/favorites/lib/name-template'
import { storageKey } from '@/features/favorites/lib/storage'
import { pagePath, productPath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { cmsDocs } from './cms'
import {
  analyticsEvents,
  escapeRegExp,
  expect,
  message,
  seedStorage,
  type SiteOptions,
  stored,
  test,
} from './fixtures'

const SKU = 'TF-10001'
const SEEDED = PRODUCTS.find((product) => product.sku === SKU)
if (!SEEDED) throw new Error(`${SKU} is no longer seeded`)

interface Stored {
  favorites: { sku?: string; slug: string; favoriteTimestamp: string }[]
  regionTag: string
}

/** The favorites page texts an editor set for products (src/cms/seed/site-settings.ts). */
interface Settings {
  header: string
  addButtonLabel: string
  addConfirmationMessage: string
  removeButtonLabel: string
  emptyStateHeader: string
  emptyStateCta: { text: string }
}

async function settingsFor(site: SiteOptions): Promise<Settings> {
  const [settings] = await cmsDocs<Settings>('favorites-settings', {
    'where[contentType][equals]': 'products',
    'where[regionTags][in][0]': regionTag(site.region),
    locale: site.locale,
  })
  if (!settings) throw new Error(`no favorites settings for ${site.region}`)
  return settings
}

/** What a visitor of the project's region sees: names, paths, storage key and CMS texts. */
async function favoritesOf(site: SiteOptions) {
  const settings = await settingsFor(site)
  const name = SEEDED?.marketingName[site.locale] ?? ''
  return {
    settings,
    name,
    key: storageKey('products', site.region),
    productUrl: productPath(site.region, site.locale, SKU),
    listUrl: pagePath(site.region, site.locale, ['favorites']),
    added: fillName(nameTemplate(settings.addConfirmationMessage, site.locale), name),
    /** The toggle's name is its label plus the product's name, so cards on one page stay apart. */
    button: (page: Page) =>
      page.getByRole('button', {
        name: new RegExp(
          `^(${escapeRegExp(settings.addButtonLabel)}|${escapeRegExp(settings.removeButtonLabel)})\\s*:\\s*${escapeRegExp(name)}$`,
        ),
      }),
    emptyState: (page: Page) =>
      page.getByRole('heading', { level: 2, name: settings.emptyStateHeader }),
  }
}

const oneFavorite = (site: SiteOptions, slug = SEEDED.slug) => ({
  favorites: [{ slug, sku: SKU, favoriteTimestamp: '2025-01-01T00:00:00.000Z' }],
  regionTag: regionTag(site.region),
})

test.describe('product favorites', { tag: '@every-region' }, () => {
  test('adds a product from its page and confirms it politely', async ({ page, site }) => {
    const f = await favoritesOf(site)
    await page.goto(f.productUrl)
    // The button is disabled until hydrated, so this also waits for the stored state to show.
    const button = f.button(page)
    await expect(button).toBeEnabled()
    await expect(button).toContainText(f.settings.addButtonLabel)
    await button.click()
    await expect(button).toContainText(f.settings.removeButtonLabel)
    await expect(page.getByRole('status').filter({ hasText: f.added })).toBeVisible()
    expect(await analyticsEvents(page, 'favorite_add')).toEqual([
      { event: 'favorite_add', item_type: 'product', sku: SKU },
    ])
    const value = await stored<Stored>(page, f.key)
    expect(value?.regionTag).toBe(regionTag(site.region))
    expect(value?.favorites.map((entry) => entry.sku)).toEqual([SKU])
    expect(Number.isNaN(Date.parse(value?.favorites[0]?.favoriteTimestamp ?? ''))).toBe(false)

    await page.reload()
    await expect(button).toBeEnabled()
    await expect(button).toContainText(f.settings.removeButtonLabel)
  })

  test('lists a favorite product on the favorites page under the CMS header', async ({
    context,
    page,
    site,
  }) => {
    const f = await favoritesOf(site)
    await seedStorage(context, { [f.key]: oneFavorite(site) })
    await page.goto(f.listUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.settings.header)
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(f.settings.header)))
    const card = page.getByRole('heading', { level: 2, name: f.name })
    await expect(card.getByRole('link')).toHaveAttribute('href', f.productUrl)
    await expect(f.emptyState(page)).toHaveCount(0)
  })

  test('keeps the product when the removal is cancelled', async ({ context, page, site }) => {
    const f = await favoritesOf(site)
    await seedStorage(context, { [f.key]: oneFavorite(site) })
    await page.goto(f.listUrl)
    await expect(f.button(page)).toBeEnabled()
    await f.button(page).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(message(site, 'favorites.removeConfirm', { name: f.name }))
    await dialog
      .getByRole('button', { name: message(site, 'favorites.cancel'), exact: true })
      .click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 2, name: f.name })).toBeVisible()
    expect((await stored<Stored>(page, f.key))?.favorites).toHaveLength(1)
    expect(await analyticsEvents(page, 'favorite_remove')).toEqual([])
  })

  test('removes the product after confirmation and shows the empty state', async ({
    context,
    page,
    site,
  }) => {
    const f = await favoritesOf(site)
    await seedStorage(context, { [f.key]: oneFavorite(site) })
    await page.goto(f.listUrl)
    await expect(f.button(page)).toBeEnabled()
    await f.button(page).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(message(site, 'favorites.removeConfirm', { name: f.name }))
    await dialog
      .getByRole('button', { name: message(site, 'favorites.confirmRemove'), exact: true })
      .click()
    await expect(f.emptyState(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: f.name })).toHaveCount(0)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: message(site, 'favorites.removed', { name: f.name }) }),
    ).toHaveCount(1)
    expect((await stored<Stored>(page, f.key))?.favorites).toEqual([])
    expect(await analyticsEvents(page, 'favorite_remove')).toEqual([
      { event: 'favorite_remove', item_type: 'product', sku: SKU },
    ])
  })

  test("the empty state's call to action leads to the region's products", async ({
    page,
    site,
  }) => {
    const f = await favoritesOf(site)
    await page.goto(f.listUrl)
    const cta = page.getByRole('link', { name: f.settings.emptyStateCta.text, exact: true })
    await expect(cta).toBeVisible()
    await expect(cta).toHaveAttribute('href', pagePath(site.region, site.locale, ['products']))
  })
})

test.describe('favorites kept per region', () => {
  test('does not show a US favorite in Mexico, where the page speaks Spanish', async ({ page }) => {
    const us = await favoritesOf({ region: 'us', locale: 'en', prefix: '' })
    await page.goto(us.productUrl)
    await expect(us.button(page)).toBeEnabled()
    await us.button(page).click()
    await expect
      .poll(async () => (await stored<Stored>(page, us.key))?.favorites.map((entry) => entry.sku))
      .toEqual([SKU])
    await page.goto('/mexico/favorites')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis productos favoritos')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Aún no tiene productos favoritos' }),
    ).toBeVisible()
  })
})

test.describe('stored values that were tampered with', () => {
  const TAMPERED = [
    '{"favorites":[{"sku":5},"x",{"slug":"../../x"}],"regionTag":"regionUs"}',
    'not json',
    '{"favorites":"x","regionTag":"regionUs"}',
    `{"favorites":[{"slug":"x","sku":"${SKU}","favoriteTimestamp":"2025-01-01T00:00:00.000Z"}],"regionTag":"regionMexico"}`,
    '[]',
  ]

  for (const raw of TAMPERED) {
    test(`shows the empty state without an error for ${raw}`, async ({ page, site }) => {
      const f = await favoritesOf(site)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(f.listUrl)
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: f.key,
        value: raw,
      })
      await page.reload()
      await expect(f.emptyState(page)).toBeVisible()
      await expect(page.getByText(message(site, 'error.request'))).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }

  test('keeps the good entries of a partly tampered list', async ({ context, page, site }) => {
    const f = await favoritesOf(site)
    await seedStorage(context, {
      [f.key]: {
        favorites: [
          { sku: 5 },
          '<img src=x onerror=alert(1)>',
          { slug: 'whatever', sku: SKU, favoriteTimestamp: '2025-01-01T00:00:00.000Z' },
        ],
        regionTag: regionTag(site.region),
      },
    })
    await page.goto(f.listUrl)
    await expect(page.getByRole('heading', { level: 2, name: f.name })).toBeVisible()
    await expect(f.emptyState(page)).toHaveCount(0)
  })
})

test.describe('favorites in two tabs', () => {
  test('shows a favorite added in another tab without a reload', async ({
    context,
    page: list,
    site,
  }) => {
    const f = await favoritesOf(site)
    await list.goto(f.listUrl)
    await expect(f.emptyState(list)).toBeVisible()
    const product = await context.newPage()
    await product.goto(f.productUrl)
    await expect(f.button(product)).toBeEnabled()
    await f.button(product).click()
    await expect(list.getByRole('heading', { level: 2, name: f.name })).toBeVisible()
    await expect(f.emptyState(list)).toHaveCount(0)
  })
})
