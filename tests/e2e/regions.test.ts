import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homePath } from '@/routing/build'
import { REGIONS } from '@/routing/regions'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'
import { openMenu } from '../helpers/menus'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function open(path: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${baseUrl()}${path}`)
  return page
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((entry) => entry.name === name)?.value
}

describe('region homes', () => {
  it.each(REGIONS.map((region) => [region.id, region.defaultLocale] as const))(
    '%s renders its home in %s',
    async (regionId, locale) => {
      const page = await open(homePath(regionId, locale))
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      await expect(page.locator('main h1').first().textContent()).resolves.toBeTruthy()
      const footer = await page.locator('footer').textContent()
      expect(footer).toContain(String(new Date().getFullYear()))
      expect(footer).toContain('Terrafield Foods')
      await page.close()
    },
  )

  it('shows the language dropdown for exactly mexico, korea, japan, cl and us', async () => {
    const withDropdown: string[] = []
    for (const region of REGIONS) {
      const page = await open(homePath(region.id, region.defaultLocale))
      if (
        (await page
          .getByRole('button', { name: /^(Language|Idioma|언어|言語|Idioma|Idioma|语言)/ })
          .count()) > 0
      ) {
        withDropdown.push(region.id)
      }
      await page.close()
    }
    expect(withDropdown.sort()).toEqual(['cl', 'japan', 'korea', 'mexico', 'us'])
  })
})

describe('choosing a region', () => {
  it('keeps English when moving to korea, which offers it, and stores the region cookie', async () => {
    const page = await open('/')
    await openMenu(page, /^Region/)
    await Promise.all([
      page.waitForURL(`${baseUrl()}/korea/en`),
      page.getByRole('link', { name: 'Korea' }).click(),
    ])
    expect(await cookie(page, 'NEXT_REGION')).toBe('korea')
    expect(await cookie(page, 'NEXT_LOCALE')).toBe('en')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.close()
  })

  it('switches to the default locale of a region without a language dropdown', async () => {
    const page = await open('/')
    await openMenu(page, /^Region/)
    await Promise.all([
      page.waitForURL(`${baseUrl()}/br`),
      page.getByRole('link', { name: 'Brasil' }).click(),
    ])
    expect(await cookie(page, 'NEXT_REGION')).toBe('br')
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR')
    await page.close()
  })

  it('pushes region_update to the dataLayer', async () => {
    const page = await open('/')
    // Keep the page so its dataLayer can be read: the click handler runs, the navigation does not.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await openMenu(page, /^Region/)
    await page.getByRole('link', { name: 'Japan' }).click()
    const events = await page.evaluate(() => window.dataLayer ?? [])
    expect(events).toContainEqual({ event: 'region_update', region: 'japan' })
    await page.close()
  })

  it('is keyboard operable: arrow keys open the list and Escape closes it', async () => {
    const page = await open('/')
    const button = page.getByRole('button', { name: /^Region/ })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.close()
  })
})

describe('choosing a language', () => {
  it('stores NEXT_LOCALE and shows the same region in the chosen language', async () => {
    const page = await open('/mexico')
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    await openMenu(page, /^Idioma/)
    await Promise.all([
      page.waitForURL(`${baseUrl()}/mexico/en`),
      page.getByRole('link', { name: 'English' }).click(),
    ])
    expect(await cookie(page, 'NEXT_LOCALE')).toBe('en')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.close()
  })
})

describe('unknown and junk paths', () => {
  it.each(['/no-such-page', '/mexico/no-existe', '/korea/en/nothing/here'])(
    '%s shows Page not found with 404',
    async (path) => {
      const page = await browser.newPage()
      const response = await page.goto(`${baseUrl()}${path}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
        /Page not found|Página no encontrada|페이지를 찾을 수 없습니다/,
      )
      await page.close()
    },
  )

  it.each([
    ['/%00', 400],
    ['/a/%00/b', 400],
    [`/${'x'.repeat(300)}`, 404],
    ['/a/..%2F..%2Fetc', 404],
    ['/%2e%2e/secret', 404],
    ['/a/%5C..%5Cb', 404],
  ])('%s is a %i, never a 500', async (path, status) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(status)
    expect(await response.text()).not.toMatch(/at .*\(.*:\d+:\d+\)/)
  })

  it('drops unsupported locale and region query values with one redirect to the page', async () => {
    const response = await fetch(`${baseUrl()}/about-us?locale=xx-YY&regionLocale=atlantis`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe('/about-us')
  })

  it('serves the locale a supported ?locale= asks for at its canonical URL', async () => {
    const response = await fetch(`${baseUrl()}/mexico?locale=en`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe('/mexico/en')
  })
})
