import type { Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { axeViolations, escapeRegExp, expect, message, type SiteOptions, test } from './fixtures'

const searchPath = (site: SiteOptions) => `${site.prefix}/search`

/** A seeded product sold in the region, and one sold only elsewhere. */
function productsFor(site: SiteOptions) {
  const here = PRODUCTS.find((product) => product.regions.includes(site.region))
  const elsewhere = PRODUCTS.find(
    (product) =>
      !product.regions.includes(site.region) &&
      product.marketingName[site.locale] !== here?.marketingName[site.locale],
  )
  if (!here || !elsewhere) throw new Error(`no seeded products to search for in ${site.region}`)
  return { here: here.marketingName[site.locale], elsewhere: elsewhere.marketingName[site.locale] }
}

const results = (page: Page) => page.getByRole('main').locator('ol li h2')

test.describe('site search', { tag: '@every-region' }, () => {
  test('finds a product of the region in its language, and none sold only elsewhere', async ({
    page,
    site,
  }) => {
    const { here, elsewhere } = productsFor(site)
    await page.goto(`${searchPath(site)}?q=${encodeURIComponent(here)}`)
    await expect(results(page).first()).toBeVisible()
    await expect(results(page).filter({ hasText: here }).first()).toBeVisible()
    await page.goto(`${searchPath(site)}?q=${encodeURIComponent(elsewhere)}`)
    await expect(
      results(page).filter({ hasText: new RegExp(`^${escapeRegExp(elsewhere)}$`) }),
    ).toHaveCount(0)
  })

  test('each tab shows only its kind and its count', async ({ page, site }) => {
    const { here } = productsFor(site)
    const query = [...here].slice(0, 3).join('')
    await page.goto(`${searchPath(site)}?q=${encodeURIComponent(query)}`)
    const tabs = page.getByRole('navigation', { name: message(site, 'search.tabs') })
    for (const kind of ['products', 'recipes', 'brands', 'pages', 'blogs', 'other'] as const) {
      const label = message(site, `search.tab.${kind}`)
      const link = tabs.getByRole('link', {
        name: new RegExp(`^${escapeRegExp(label)} \\(\\d+\\)$`),
      })
      const count = Number((await link.innerText()).match(/\((\d+)\)/)?.[1])
      await link.click()
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(page).toHaveURL(new RegExp(`tab=${kind}`))
      if (count === 0) {
        await expect(page.getByRole('main').getByRole('status')).toHaveText(
          message(site, 'error.noResults'),
        )
        continue
      }
      await expect(page.getByRole('main').locator('ol > li')).toHaveCount(Math.min(count, 12))
      const kindLines = await page
        .getByRole('main')
        .locator('ol > li div > p:first-child')
        .allInnerTexts()
      for (const line of kindLines) expect(line.startsWith(label)).toBe(true)
    }
  })

  test('says so when nothing matches', async ({ page, site }) => {
    await page.goto(`${searchPath(site)}?q=zzqqxxnothing`)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      message(site, 'error.noResults'),
    )
  })

  test('the search bar works by keyboard alone: suggestions, arrows, Enter, Escape', async ({
    page,
    site,
  }) => {
    const { here } = productsFor(site)
    await page.goto(searchPath(site))
    const box = page.getByRole('combobox', { name: message(site, 'search.label') })
    await box.focus()
    const typed = here.slice(0, Math.min(here.length, 6))
    // On a busy machine a pause between keys lets an earlier prefix's answer in first; the last
    // answer resets the highlighted option, so the keys below wait for it.
    const lastAnswer = page.waitForResponse(
      (response) =>
        response.url().includes('/api/search/suggestions') &&
        new URL(response.url()).searchParams.get('q') === typed.trim(),
    )
    await box.pressSequentially(typed, { delay: 40 })
    await lastAnswer
    const list = page.getByRole('listbox', { name: message(site, 'search.suggestions') })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await page.keyboard.press('ArrowDown')
    const first = list.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    )
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/search/)
  })

  test('without JavaScript the bar is a plain GET form', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const { here } = productsFor(site)
    await page.goto(searchPath(site))
    await page.getByRole('combobox', { name: message(site, 'search.label') }).fill(here)
    await page.getByRole('button', { name: message(site, 'search.submit') }).click()
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(results(page).filter({ hasText: here }).first()).toBeVisible()
    await context.close()
  })

  test('the navigation links to search, and the screens have no axe violations', async ({
    page,
    site,
  }) => {
    await page.goto(site.prefix || '/')
    const nav = page.getByRole('navigation', { name: message(site, 'shell.mainNavigation') })
    const link = nav.getByRole('link', { name: message(site, 'search.title'), exact: true })
    await expect(link).toHaveAttribute('href', searchPath(site))
    await page.goto(searchPath(site))
    expect(await axeViolations(page)).toEqual([])
    const { here } = productsFor(site)
    await page.goto(`${searchPath(site)}?q=${encodeURIComponent(here)}`)
    expect(await axeViolations(page)).toEqual([])
  })
})

test('a CMS page with searchBarLocation body shows the bar above its content', async ({ page }) => {
  await page.goto('/why-terrafield')
  const form = page.getByRole('main').getByRole('search')
  await expect(form).toHaveAttribute('action', '/search')
  await form.getByRole('combobox').fill('onion rings')
  await form.getByRole('combobox').press('Enter')
  await expect(page).toHaveURL(/\/search\?q=onion\+rings/)
})
