import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'
import { openMenu } from '../helpers/menus'

/** The menu button says what it will do: its name turns from "Open menu" to "Close menu". */
const MENU_BUTTON = /^(Open|Close) menu$/

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${baseUrl()}${path}`)
  return page
}

describe('navigation bar on a wide screen', () => {
  it('opens a dropdown group with its sidebar links, category columns and promos, and closes on Escape', async () => {
    const page = await open('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('button').allTextContents()).resolves.toEqual([
      'Products',
      'Recipes',
      'Resources',
      'About',
    ])
    await openMenu(page, 'Products')
    const panel = page.locator('.nav-group-panel:visible')
    await expect(
      panel
        .getByRole('link', { name: /All products.*Browse our full food-service range/ })
        .getAttribute('href'),
    ).resolves.toBe('/products')
    await expect(panel.getByRole('heading', { name: 'Fries' }).isVisible()).resolves.toBe(true)
    await expect(
      panel.getByRole('link', { name: 'Crinkle cut' }).getAttribute('href'),
    ).resolves.toBe('/products/crinkle-cut')
    await expect(
      panel.getByRole('link', { name: 'Fire-roasted vegetables' }).isVisible(),
    ).resolves.toBe(true)
    await expect(
      panel
        .getByRole('img', { name: 'Featured dish from the Terrafield kitchen' })
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(
      page.getByRole('button', { name: 'Products', exact: true }).getAttribute('aria-expanded'),
    ).resolves.toBe('false')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Products')
    await page.close()
  })

  it('is keyboard operable: Enter opens a group, Tab reaches its links, leaving it closes it', async () => {
    const page = await open('/')
    await openMenu(page, 'Recipes')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Recipes', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('button', { name: 'Recipes', exact: true }).getAttribute('aria-expanded'),
    ).resolves.toBe('true')
    await page.keyboard.press('Tab')
    await expect(
      page.evaluate(() => document.activeElement?.closest('.nav-group-panel') !== null),
    ).resolves.toBe(true)
    await page.getByRole('link', { name: 'Why Terrafield' }).first().focus()
    await expect(
      page.getByRole('button', { name: 'Recipes', exact: true }).getAttribute('aria-expanded'),
    ).resolves.toBe('false')
    await page.close()
  })

  it('shows the pre-navigation links, the sample bag link and the Guest label', async () => {
    const page = await open('/')
    await expect(
      page.getByRole('link', { name: 'Why Terrafield' }).first().getAttribute('href'),
    ).resolves.toBe('/why-terrafield')
    await expect(page.getByRole('link', { name: 'Contact us' }).first().isVisible()).resolves.toBe(
      true,
    )
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sample bag' })
        .getAttribute('href'),
    ).resolves.toBe('/sample-bag')
    await expect(page.getByText('Guest', { exact: true }).isVisible()).resolves.toBe(true)
    await page.close()
  })
})

describe('navigation bar at 375 px', () => {
  it('folds the groups and pre-navigation links behind the menu button', async () => {
    const page = await open('/', 375)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.isVisible()).resolves.toBe(false)
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375)
    await openMenu(page, MENU_BUTTON)
    await expect(nav.isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Close menu' }).isVisible()).resolves.toBe(true)
    await openMenu(page, 'Products')
    await expect(page.getByRole('link', { name: 'Crinkle cut' }).isVisible()).resolves.toBe(true)
    await expect(
      page.locator('.pre-nav-narrow').getByRole('link', { name: 'Contact us' }).isVisible(),
    ).resolves.toBe(true)
    await Promise.all([
      page.waitForURL(`${baseUrl()}/contact-us`),
      page.locator('.pre-nav-narrow').getByRole('link', { name: 'Contact us' }).click(),
    ])
    await expect(nav.isVisible()).resolves.toBe(false)
    await page.close()
  })

  it('closes the menu on Escape and returns focus to its button', async () => {
    const page = await open('/', 375)
    await openMenu(page, MENU_BUTTON)
    await page.getByRole('button', { name: 'Products', exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect(
      page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false')
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('Open menu')
    await page.close()
  })
})

describe('footer', () => {
  it('shows the columns, legal and social links and the current year with the company', async () => {
    const page = await open('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { level: 2 }).allTextContents()).resolves.toContain(
      'Products',
    )
    await expect(footer.getByRole('link', { name: 'Fries' }).getAttribute('href')).resolves.toBe(
      '/products/fries',
    )
    await expect(
      footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href'),
    ).resolves.toBe('/privacy-policy')
    await expect(
      footer.getByRole('link', { name: 'YouTube' }).getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/www\.youtube\.com\//)
    // Each icon is a symbol of the sprite the site serves; one that is missing draws nothing.
    const icons = await footer
      .locator('.footer-social use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
    expect(icons.length).toBeGreaterThan(0)
    const sprite = await (await fetch(`${baseUrl()}/brand/social-icons.svg`)).text()
    for (const icon of icons) expect(sprite).toContain(`<symbol id="${icon.split('#')[1]}"`)
    await expect(footer.getByText(`© ${new Date().getFullYear()} `).textContent()).resolves.toMatch(
      /Terrafield/,
    )
    await page.close()
  })

  it('is translated with the locale', async () => {
    const page = await open('/mexico')
    await expect(
      page.locator('footer').getByRole('link', { name: 'Política de privacidad' }).count(),
    ).resolves.toBe(1)
    await expect(
      page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('button', { name: 'Productos', exact: true })
        .count(),
    ).resolves.toBe(1)
    await page.close()
  })
})

describe('top progress indicator', () => {
  it('appears when a route change takes more than a second and is dismissed when it completes', async () => {
    const page = await open('/')
    await page.route('**/*', async (route) => {
      if (route.request().headers()['rsc'])
        await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await openMenu(page, 'About')
    await page.getByRole('link', { name: 'Our story' }).first().click()
    await page.getByRole('progressbar').waitFor({ state: 'visible', timeout: 5000 })
    await page.waitForURL(`${baseUrl()}/about-us/our-story`, { timeout: 15_000 })
    await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 5000 })
    await page.close()
  })
})
