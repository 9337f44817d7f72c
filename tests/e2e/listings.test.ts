import type { Locator, Page } from '@playwright/test'
import { FACET_TEMPLATES } from '@/cms/seed/data/facet-templates'
import { axeViolations, expect, message, type SiteOptions, test } from './fixtures'

const friesPath = (site: SiteOptions) => `${site.prefix}/fries`
const recipesPath = (site: SiteOptions) => `${site.prefix}/recipe-ideas`

function filterName(site: SiteOptions, template: string, attribute: string): string {
  const filter = FACET_TEMPLATES.find((item) => item.slug === template)?.filters.find(
    (item) => item.searchAttribute === attribute,
  )
  if (!filter) throw new Error(`seeded template ${template} has no ${attribute} filter`)
  return filter.name[site.locale]
}

const filters = (page: Page) => page.getByRole('form', { name: /./ }).first()
const fieldset = (page: Page, name: string) => filters(page).getByRole('group', { name })
const total = (page: Page) =>
  page.getByRole('main').locator('p[role="status"]').filter({ hasText: /\d/ })
const cards = (page: Page) => page.getByRole('main').locator('ul li h3')

async function firstEnabled(group: Locator): Promise<Locator> {
  const option = group.locator('input:not([disabled])').first()
  await expect(option).toBeVisible()
  return option
}

test.describe('facet listings', { tag: '@every-region' }, () => {
  test('a filter narrows the cards, shows as a chip, and back restores the listing', async ({
    page,
    site,
  }) => {
    await page.goto(friesPath(site))
    const before = await total(page).innerText()
    const cuts = fieldset(page, filterName(site, 'fries', 'cutTypes'))
    const option = await firstEnabled(cuts)
    const label = await cuts.locator(`label[for="${await option.getAttribute('id')}"]`).innerText()
    await option.check()
    await expect(page).toHaveURL(/\/fries\/cutTypes=[^/]+$/)
    const chips = page.getByRole('list', { name: message(site, 'listing.activeFilters') })
    await expect(chips.getByRole('link')).toHaveCount(1)
    const shown = Number(label.match(/\((\d+)\)/)?.[1])
    await expect(cards(page)).toHaveCount(Math.min(shown, 12))
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${friesPath(site)}$`))
    await expect(total(page)).toHaveText(before)
    await expect(chips).toHaveCount(0)
    await page.goForward()
    await expect(chips.getByRole('link')).toHaveCount(1)
    await chips.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${friesPath(site)}$`))
  })

  test('options no result would have are explained and cannot be chosen', async ({
    page,
    site,
  }) => {
    await page.goto(friesPath(site))
    const brands = fieldset(page, filterName(site, 'fries', 'brand'))
    const cuts = fieldset(page, filterName(site, 'fries', 'cutTypes'))
    // Choose cut types one at a time until some brand has none of them.
    const count = await cuts.locator('input').count()
    let found = false
    for (let index = 0; index < count && !found; index++) {
      await page.goto(friesPath(site))
      const option = cuts.locator('input').nth(index)
      if (await option.isDisabled()) continue
      await option.check()
      await expect(page).toHaveURL(/cutTypes=/)
      found = (await brands.locator('input[disabled]').count()) > 0
    }
    expect(found).toBe(true)
    const unavailable = brands.locator('li', { has: page.locator('input[disabled]') }).first()
    await expect(unavailable).toContainText(message(site, 'listing.notAvailable'))
    await expect(unavailable.locator('input')).toHaveAccessibleDescription(
      message(site, 'listing.notAvailable'),
    )
  })

  test('selections with no result say so', async ({ page, site }) => {
    await page.goto(`${friesPath(site)}/shelfLife=0..1`)
    await expect(page.getByText(message(site, 'listing.noResults'))).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })

  test('the recipe listing filters too, and both listings pass axe', async ({ page, site }) => {
    await page.goto(recipesPath(site))
    expect(await axeViolations(page)).toEqual([])
    const meals = fieldset(page, filterName(site, 'all-recipes', 'mealTypes'))
    await (await firstEnabled(meals)).check()
    await expect(page).toHaveURL(/\/recipe-ideas\/mealTypes=/)
    expect(await axeViolations(page)).toEqual([])
    await page.goto(friesPath(site))
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('facet listing, one region', () => {
  test('keyboard only: space on an option applies it and keeps focus there', async ({
    page,
    site,
  }) => {
    await page.goto(friesPath(site))
    const option = await firstEnabled(fieldset(page, filterName(site, 'fries', 'cutTypes')))
    const id = await option.getAttribute('id')
    await option.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/cutTypes=/)
    await expect(page.locator(`[id="${id}"]`)).toBeFocused()
    await expect(page.locator(`[id="${id}"]`)).toBeChecked()
  })

  test('the sorter orders the cards and the URL keeps it', async ({ page, site }) => {
    await page.goto(friesPath(site))
    const names = async () => cards(page).allInnerTexts()
    const ascending = await names()
    await page.getByLabel(message(site, 'listing.sortBy')).selectOption('title-desc')
    await expect(page).toHaveURL(/sort=title-desc/)
    await expect.poll(names).not.toEqual(ascending)
    const descending = await names()
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en')))
  })

  test('without JavaScript the form and the chips still work', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(friesPath(site))
    const option = await firstEnabled(fieldset(page, filterName(site, 'fries', 'cutTypes')))
    await option.check()
    await page.getByRole('button', { name: message(site, 'listing.apply') }).click()
    await expect(page).toHaveURL(/\/fries\/cutTypes=[^/]+$/)
    const chips = page.getByRole('list', { name: message(site, 'listing.activeFilters') })
    await chips.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`${friesPath(site)}$`))
    await context.close()
  })
})
