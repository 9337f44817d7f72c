import type { Browser } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/routing/locales'
import { specificationsPath, specificationsPdfPath } from '@/routing/build'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

/** Breaded mozzarella sticks, sold in every main region; honey butter wedges, in japan and korea only. */
const MOZZARELLA = seeded('TF-10024', 'us')
const WEDGES = seeded('TF-10015', 'japan')
const DAY = 24 * 60 * 60 * 1000

function seeded(sku: string, regionId: string) {
  const product = PRODUCTS.find((entry) => entry.sku === sku)
  if (!product?.regions.includes(regionId)) throw new Error(`${sku} is not seeded for ${regionId}`)
  return product
}

/** The page is cached for up to a day, so the sheet says today or, just after midnight UTC, yesterday. */
const recentDates = (locale: Locale) =>
  [0, DAY].map((ago) => formatDate(new Date(Date.now() - ago), locale))

async function pdfText(path: string) {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-')
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return { response, text: text.replace(/\s+/g, ' ') }
}

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('specification sheet print view', () => {
  const path = specificationsPath('us', 'en', MOZZARELLA.slug, MOZZARELLA.sku)

  it('shows the product, the generated date and the specification sections', async () => {
    expect(path).toBe(`/products/${MOZZARELLA.slug}/TF-10024/specifications`)
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl()}${path}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      MOZZARELLA.marketingName.en,
    )
    await expect(page.getByText('SKU TF-10024').isVisible()).resolves.toBe(true)
    const generated = (await page.getByText(/^Generated on /).textContent())?.trim()
    expect(recentDates('en').map((date) => `Generated on ${date}`)).toContain(generated)
    for (const name of [
      'Specifications',
      'Ingredients and allergens',
      'Shipping and storage',
      'Nutrition Facts',
    ]) {
      await expect(page.getByRole('region', { name, exact: true }).count(), name).resolves.toBe(1)
    }
    await expect(
      page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'),
    ).resolves.toBe(`${path}.pdf`)
    await page.close()
  })

  it('links back to the product details', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}${path}`)
    const back = page.getByRole('link', { name: 'Back to product details' })
    await expect(back.getAttribute('href')).resolves.toBe('/products/TF-10024')
    await Promise.all([page.waitForURL(`${baseUrl()}/products/TF-10024`), back.click()])
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      MOZZARELLA.marketingName.en,
    )
    await page.close()
  })

  it('prints the sheet alone: no site header, footer or page actions', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}${path}`)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header').isVisible()).resolves.toBe(false)
    await expect(page.locator('.site-footer').isVisible()).resolves.toBe(false)
    await expect(page.getByRole('link', { name: 'Download PDF' }).isVisible()).resolves.toBe(false)
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true)
    const color = await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).color)
    expect(color).toBe('rgb(0, 0, 0)')
    await page.close()
  })

  it('is not found for a wrong slug, an unknown SKU or a product of another region', async () => {
    for (const wrong of [
      '/products/onion-rings/TF-10024/specifications',
      `/products/${MOZZARELLA.slug}/TF-99999/specifications`,
      `/products/${WEDGES.slug}/TF-10015/specifications`,
    ]) {
      expect((await get(wrong)).status, wrong).toBe(404)
    }
  })
})

describe('specification sheet PDF', () => {
  it('is built on the server with the SKU and the generated date', async () => {
    const path = specificationsPdfPath('us', 'en', MOZZARELLA.slug, MOZZARELLA.sku)
    expect(path).toBe(`/products/${MOZZARELLA.slug}/TF-10024/specifications.pdf`)
    const { response, text } = await pdfText(path)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="TF-10024-specifications.pdf"',
    )
    expect(text).toContain('TF-10024')
    expect(text).toContain(MOZZARELLA.marketingName.en)
    expect(recentDates('en').some((date) => text.includes(`Generated on ${date}`))).toBe(true)
  })

  it('is written in Japanese in japan', async () => {
    const path = specificationsPdfPath('japan', 'ja-JP', WEDGES.slug, WEDGES.sku)
    expect(path).toBe(`/japan/products/${WEDGES.slug}/TF-10015/specifications.pdf`)
    const { text } = await pdfText(path)
    expect(text).toContain(WEDGES.marketingName['ja-JP'])
    expect(text).toContain('製品仕様')
    expect(recentDates('ja-JP').some((date) => text.includes(`作成日：${date}`))).toBe(true)
  })

  it('lives under productos in mexico/es', async () => {
    const path = specificationsPdfPath('mexico', 'es', MOZZARELLA.slug, MOZZARELLA.sku)
    expect(path).toBe(`/mexico/productos/${MOZZARELLA.slug}/TF-10024/specifications.pdf`)
    const { text } = await pdfText(path)
    expect(text).toContain('Generado el')
  })

  it('answers a plain-text 404 for a wrong slug, an unknown SKU or a product of another region', async () => {
    for (const wrong of [
      '/products/onion-rings/TF-10024/specifications.pdf',
      `/products/${MOZZARELLA.slug}/TF-99999/specifications.pdf`,
      `/products/${WEDGES.slug}/TF-10015/specifications.pdf`,
    ]) {
      const response = await get(wrong)
      expect(response.status, wrong).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    }
  })
})
