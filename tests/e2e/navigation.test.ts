import type { Page } from '@playwright/test'
import { homePath } from '@/routing/build'
import { expect, message, openMenu, test } from './fixtures'

/** The menu button says what it will do: its name turns from "Open menu" to "Close menu". */
const MENU_BUTTON = /^(Open|Close) menu$/

async function open(page: Page, path: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
}

test.describe('site shell', { tag: '@every-region' }, () => {
  test('the home has the header, main navigation, main content and footer in the region language', async ({
    page,
    site,
  }) => {
    const response = await page.goto(homePath(site.region, site.locale))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: message(site, 'shell.mainNavigation') }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(
      page.getByRole('button', { name: new RegExp(`^${message(site, 'shell.region')}`) }),
    ).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(
      message(site, 'shell.copyright', {
        year: new Date().getFullYear(),
        company: 'Terrafield Foods',
      }),
    )
  })
})

test.describe('navigation bar on a wide screen', () => {
  test('opens a dropdown group with its sidebar links, category columns and promos, and closes on Escape', async ({
    page,
  }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('button')).toHaveText(['Products', 'Recipes', 'Resources', 'About'])
    await openMenu(page, 'Products')
    const panel = page.locator('.nav-group-panel:visible')
    await expect(
      panel.getByRole('link', { name: /All products.*Browse our full food-service range/ }),
    ).toHaveAttribute('href', '/products')
    await expect(panel.getByRole('heading', { name: 'Fries' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Crinkle cut' })).toHaveAttribute(
      'href',
      '/products/crinkle-cut',
    )
    await expect(panel.getByRole('link', { name: 'Fire-roasted vegetables' })).toBeVisible()
    await expect(
      panel.getByRole('img', { name: 'Featured dish from the Terrafield kitchen' }).first(),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    const products = page.getByRole('button', { name: 'Products', exact: true })
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(products).toBeFocused()
  })

  test('is keyboard operable: Enter opens a group, Tab reaches its links, leaving it closes it', async ({
    page,
  }) => {
    await open(page, '/')
    await openMenu(page, 'Recipes')
    await page.keyboard.press('Escape')
    const recipes = page.getByRole('button', { name: 'Recipes', exact: true })
    await recipes.focus()
    await page.keyboard.press('Enter')
    await expect(recipes).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('.nav-group-panel :focus')).toHaveCount(1)
    await page.getByRole('link', { name: 'Why Terrafield' }).first().focus()
    await expect(recipes).toHaveAttribute('aria-expanded', 'false')
  })

  test('shows the pre-navigation links, the sample bag link and the Guest label', async ({
    page,
  }) => {
    await open(page, '/')
    await expect(page.getByRole('link', { name: 'Why Terrafield' }).first()).toHaveAttribute(
      'href',
      '/why-terrafield',
    )
    await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sample bag' }),
    ).toHaveAttribute('href', '/sample-bag')
    await expect(page.getByText('Guest', { exact: true })).toBeVisible()
  })
})

test.describe('navigation bar at 375 px', () => {
  test('folds the groups and pre-navigation links behind the menu button', async ({ page }) => {
    await open(page, '/', 375)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await openMenu(page, MENU_BUTTON)
    await expect(nav).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await openMenu(page, 'Products')
    await expect(page.getByRole('link', { name: 'Crinkle cut', exact: true })).toBeVisible()
    const contact = page.locator('.pre-nav-narrow').getByRole('link', { name: 'Contact us' })
    await expect(contact).toBeVisible()
    await contact.click()
    await expect(page).toHaveURL('/contact-us')
    await expect(nav).toBeHidden()
  })

  test('closes the menu on Escape and returns focus to its button', async ({ page }) => {
    await open(page, '/', 375)
    await openMenu(page, MENU_BUTTON)
    await page.getByRole('button', { name: 'Products', exact: true }).focus()
    await page.keyboard.press('Escape')
    const menu = page.getByRole('button', { name: 'Open menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })
})

test.describe('footer', () => {
  test('shows the columns, legal and social links and the current year with the company', async ({
    page,
    request,
  }) => {
    await open(page, '/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { level: 2 })).toContainText(['Products'])
    await expect(footer.getByRole('link', { name: 'Fries' })).toHaveAttribute(
      'href',
      '/products/fries',
    )
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\//,
    )
    // Each icon is a symbol of the sprite the site serves; one that is missing draws nothing.
    const icons = await footer
      .locator('.footer-social use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
    expect(icons.length).toBeGreaterThan(0)
    const sprite = await (await request.get('/brand/social-icons.svg')).text()
    for (const icon of icons) expect(sprite).toContain(`<symbol id="${icon.split('#')[1]}"`)
    await expect(footer.getByText(`© ${new Date().getFullYear()} `)).toHaveText(/Terrafield/)
  })

  test('is translated with the locale', { tag: '@mexico-es' }, async ({ page, site }) => {
    await open(page, homePath(site.region, site.locale))
    await expect(
      page.locator('footer').getByRole('link', { name: 'Política de privacidad' }),
    ).toHaveCount(1)
    await expect(
      page
        .getByRole('navigation', { name: message(site, 'shell.mainNavigation') })
        .getByRole('button', { name: 'Productos', exact: true }),
    ).toHaveCount(1)
  })
})

test.describe('top progress indicator', () => {
  test('appears when a route change takes more than a second and is dismissed when it completes', async ({
    page,
  }) => {
    await open(page, '/')
    await page.route('**/*', async (route) => {
      if (route.request().headers()['rsc'])
        await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await openMenu(page, 'About')
    await page.getByRole('link', { name: 'Our story' }).first().click()
    await expect(page.getByRole('progressbar')).toBeVisible({ timeout: 5000 })
    await expect(page).toHaveURL('/about-us/our-story', { timeout: 15_000 })
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 5000 })
  })
})
