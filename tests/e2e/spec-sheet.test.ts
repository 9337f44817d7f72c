import { extractText, getDocumentProxy } from 'unpdf'
import { PRODUCTS } from '@/cms/seed/data/products'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/routing/locales'
import { specificationsPath, specificationsPdfPath } from '@/routing/build'
import { get } from '../helpers/http'
import { expect, test } from './fixtures'

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

test.describe('specification sheet print view', () => {
  const path = specificationsPath('us', 'en', MOZZARELLA.slug, MOZZARELLA.sku)

  test('shows the product, the generated date and the specification sections', async ({ page }) => {
    expect(path).toBe(`/products/${MOZZARELLA.slug}/TF-10024/specifications`)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOZZARELLA.marketingName.en)
    await expect(page.getByText('SKU TF-10024')).toBeVisible()
    const generated = (await page.getByText(/^Generated on /).textContent())?.trim()
    expect(recentDates('en').map((date) => `Generated on ${date}`)).toContain(generated)
    for (const name of [
      'Specifications',
      'Ingredients and allergens',
      'Shipping and storage',
      'Nutrition Facts',
    ]) {
      await expect(page.getByRole('region', { name, exact: true }), name).toHaveCount(1)
    }
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${path}.pdf`,
    )
  })

  test('links back to the product details', async ({ page }) => {
    await page.goto(path)
    const back = page.getByRole('link', { name: 'Back to product details' })
    await expect(back).toHaveAttribute('href', '/products/TF-10024')
    await back.click()
    await expect(page).toHaveURL('/products/TF-10024')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOZZARELLA.marketingName.en)
  })

  test('prints the sheet alone: no site header, footer or page actions', async ({ page }) => {
    await page.goto(path)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header')).toBeHidden()
    await expect(page.locator('.site-footer')).toBeHidden()
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const color = await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).color)
    expect(color).toBe('rgb(0, 0, 0)')
  })

  test('is not found for a wrong slug, an unknown SKU or a product of another region', async () => {
    for (const wrong of [
      '/products/onion-rings/TF-10024/specifications',
      `/products/${MOZZARELLA.slug}/TF-99999/specifications`,
      `/products/${WEDGES.slug}/TF-10015/specifications`,
    ]) {
      expect((await get(wrong)).status, wrong).toBe(404)
    }
  })
})

test.describe('specification sheet PDF', () => {
  test('is built on the server with the SKU and the generated date', async () => {
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

  test('is written in Japanese in japan', { tag: '@japan-ja-JP' }, async ({ site }) => {
    const path = specificationsPdfPath(site.region, site.locale, WEDGES.slug, WEDGES.sku)
    expect(path).toBe(`/japan/products/${WEDGES.slug}/TF-10015/specifications.pdf`)
    const { text } = await pdfText(path)
    expect(text).toContain(WEDGES.marketingName['ja-JP'])
    expect(text).toContain('製品仕様')
    expect(recentDates('ja-JP').some((date) => text.includes(`作成日：${date}`))).toBe(true)
  })

  test('lives under productos in mexico/es', { tag: '@mexico-es' }, async ({ site }) => {
    const path = specificationsPdfPath(site.region, site.locale, MOZZARELLA.slug, MOZZARELLA.sku)
    expect(path).toBe(`/mexico/productos/${MOZZARELLA.slug}/TF-10024/specifications.pdf`)
    const { text } = await pdfText(path)
    expect(text).toContain('Generado el')
  })

  test('answers a plain-text 404 for a wrong slug, an unknown SKU or a product of another region', async () => {
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
