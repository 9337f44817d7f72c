import type { Page } from '@playwright/test'
import { homePath } from '@/routing/build'
import { REGIONS } from '@/routing/regions'
import { baseUrl } from '../helpers/http'
import { expect, openMenu, test } from './fixtures'

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((entry) => entry.name === name)?.value
}

test.describe('region homes', () => {
  const WITH_LANGUAGE_DROPDOWN = ['cl', 'japan', 'korea', 'mexico', 'us']

  // Each home below checks its own dropdown; together: exactly these five regions have one.
  test('mexico, korea, japan, cl and us, the regions with a language dropdown, all have a home', () => {
    const ids = REGIONS.map((region) => region.id)
    expect(WITH_LANGUAGE_DROPDOWN.filter((id) => !ids.includes(id))).toEqual([])
  })

  for (const region of REGIONS) {
    const dropdown = WITH_LANGUAGE_DROPDOWN.includes(region.id)
    test(`${region.id} renders its home in ${region.defaultLocale}, ${dropdown ? 'with' : 'without'} a language dropdown`, async ({
      page,
    }) => {
      await page.goto(homePath(region.id, region.defaultLocale))
      await expect(page.locator('html')).toHaveAttribute('lang', region.defaultLocale)
      await expect(page.locator('main h1').first()).not.toBeEmpty()
      const footer = page.locator('footer')
      await expect(footer).toContainText(String(new Date().getFullYear()))
      await expect(footer).toContainText('Terrafield Foods')
      const language = page.getByRole('button', {
        name: /^(Language|Idioma|언어|言語|Idioma|Idioma|语言)/,
      })
      if (dropdown) await expect(language.first()).toBeAttached()
      else await expect(language).toHaveCount(0)
    })
  }
})

test.describe('choosing a region', () => {
  test('keeps English when moving to korea, which offers it, and stores the region cookie', async ({
    page,
  }) => {
    await page.goto('/')
    await openMenu(page, /^Region/)
    await page.getByRole('link', { name: 'Korea' }).click()
    await expect(page).toHaveURL('/korea/en')
    expect(await cookie(page, 'NEXT_REGION')).toBe('korea')
    expect(await cookie(page, 'NEXT_LOCALE')).toBe('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('switches to the default locale of a region without a language dropdown', async ({
    page,
  }) => {
    await page.goto('/')
    await openMenu(page, /^Region/)
    await page.getByRole('link', { name: 'Brasil' }).click()
    await expect(page).toHaveURL('/br')
    expect(await cookie(page, 'NEXT_REGION')).toBe('br')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  })

  test('pushes region_update to the dataLayer', async ({ page }) => {
    await page.goto('/')
    // Keep the page so its dataLayer can be read: the click handler runs, the navigation does not.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await openMenu(page, /^Region/)
    await page.getByRole('link', { name: 'Japan' }).click()
    const events = await page.evaluate(() => window.dataLayer ?? [])
    expect(events).toContainEqual({ event: 'region_update', region: 'japan' })
  })

  test('is keyboard operable: arrow keys open the list and Escape closes it', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: /^Region/ })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('choosing a language', { tag: '@mexico-es' }, () => {
  test('stores NEXT_LOCALE and shows the same region in the chosen language', async ({
    page,
    site,
  }) => {
    await page.goto(homePath(site.region, site.locale))
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await openMenu(page, /^Idioma/)
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(homePath(site.region, 'en'))
    expect(await cookie(page, 'NEXT_LOCALE')).toBe('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('unknown and junk paths', () => {
  for (const path of ['/no-such-page', '/mexico/no-existe', '/korea/en/nothing/here']) {
    test(`${path} shows Page not found with 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /Page not found|Página no encontrada|페이지를 찾을 수 없습니다/,
      )
    })
  }

  for (const [path, status] of [
    ['/%00', 400],
    ['/a/%00/b', 400],
    [`/${'x'.repeat(300)}`, 404],
    ['/a/..%2F..%2Fetc', 404],
    ['/%2e%2e/secret', 404],
    ['/a/%5C..%5Cb', 404],
  ] as const) {
    test(`${path} is a ${status}, never a 500`, async () => {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
      expect(response.status).toBe(status)
      expect(await response.text()).not.toMatch(/at .*\(.*:\d+:\d+\)/)
    })
  }

  test('drops unsupported locale and region query values with one redirect to the page', async () => {
    const response = await fetch(`${baseUrl()}/about-us?locale=xx-YY&regionLocale=atlantis`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe('/about-us')
  })

  test('serves the locale a supported ?locale= asks for at its canonical URL', async () => {
    const response = await fetch(`${baseUrl()}/mexico?locale=en`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe('/mexico/en')
  })
})
