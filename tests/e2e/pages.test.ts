import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('nested generic pages', () => {
  it('renders a page three levels deep with its breadcrumb chain of parent titles', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl()}/about-us/our-story/sustainability`)
    expect(response?.status()).toBe(200)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')
    await expect(crumbs.allTextContents()).resolves.toEqual([
      'Home',
      'About us',
      'Our story',
      'Sustainability',
    ])
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Our story' })
        .getAttribute('href'),
    ).resolves.toBe('/about-us/our-story')
    await page.close()
  })

  it('shows the same chain in Spanish under /mexico', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}/mexico/about-us/our-story/sustainability`)
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await expect(crumbs.getByRole('listitem').last().textContent()).resolves.toBe('Sostenibilidad')
    await expect(crumbs.getByRole('link', { name: 'Nuestra historia' }).count()).resolves.toBe(1)
    await page.close()
  })
})
