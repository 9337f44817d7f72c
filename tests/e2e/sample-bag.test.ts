import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, DEMO_EDITOR, editorToken } from '../helpers/http'

/** US products that offer samples (seed: getASample defaults to true), and one more than the bag holds. */
const PRODUCTS = [
  { sku: 'TF-10001', name: 'Straight Cut Fries 3/8"' },
  { sku: 'TF-10002', name: 'Shoestring Fries 1/4"' },
  { sku: 'TF-10003', name: 'Crinkle Cut Fries 1/2"' },
  { sku: 'TF-10004', name: 'Steak Fries 3/4" x 3/8"' },
  { sku: 'TF-10005', name: 'Battered Skin-On Fries 3/8"' },
] as const
const SIXTH = 'TF-10006'
const KEY = 'sample_bag_us'
const ADDED = 'has been added to your sample bag'
const DUPLICATE = 'This product is already in your sample bag'
const FULL = 'Sorry, you have already added the max number of samples to your bag'
const REFERENCE = /SO-[A-Z2-9]{4}-[A-Z2-9]{4}/
/** Per run: the server limits orders per email address, and keeps its counts between runs. */
const EMAIL = `ana.e2e.${Date.now()}@bistro.example`

let browser: Browser
let context: BrowserContext
let page: Page
let placedReference = ''

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext()
  page = await context.newPage()
})

afterAll(async () => {
  await browser?.close()
})

const status = (text: string) => page.getByRole('status').filter({ hasText: text })

/** The button is disabled until the page has hydrated, so clicking waits for it. */
async function getASample(sku: string) {
  await page.goto(`${baseUrl()}/products/${sku}`)
  const button = page.getByRole('button', { name: 'Get a sample', exact: true })
  await button.waitFor()
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
}

async function storedSkus(): Promise<string[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), KEY)
  return raw ? (JSON.parse(raw) as { sku: string }[]).map((entry) => entry.sku) : []
}

/**
 * Scoped to the order form: the page may carry other forms (an email sign-up) with an Email field.
 * By role and accessible name, which leaves out the aria-hidden " *" of required labels (getByLabel does not).
 */
const orderForm = () => page.getByRole('form', { name: 'Request your samples' })
const field = (label: string, role: 'textbox' | 'combobox' = 'textbox') =>
  orderForm().getByRole(role, { name: label, exact: true })

const removeButton = (name: string) =>
  page.getByRole('button', { name: `Remove ${name} from your sample bag`, exact: true })

describe('sample bag', () => {
  it('adds a product from its page and confirms it', async () => {
    const first = PRODUCTS[0]
    await getASample(first.sku)
    await status(`${first.name} ${ADDED}`).waitFor()
    expect(await storedSkus()).toEqual([first.sku])
  })

  it('says so when the product is already in the bag', async () => {
    await page.getByRole('button', { name: 'Get a sample', exact: true }).click()
    await status(DUPLICATE).waitFor()
    expect(await storedSkus()).toEqual([PRODUCTS[0].sku])
  })

  it('fills the bag to its maximum and refuses one more without naming the number', async () => {
    for (const product of PRODUCTS.slice(1)) {
      await getASample(product.sku)
      await status(`${product.name} ${ADDED}`).waitFor()
    }
    await getASample(SIXTH)
    await status(FULL).waitFor()
    expect(await storedSkus()).toEqual(PRODUCTS.map((product) => product.sku))
  })

  it('does not offer samples of a product without them', async () => {
    await page.goto(`${baseUrl()}/products/TF-10013`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect(page.getByRole('button', { name: 'Get a sample' }).count()).resolves.toBe(0)
  })

  it('lists the bag on /sample-bag with the CMS texts', async () => {
    await page.goto(`${baseUrl()}/sample-bag`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Your sample bag',
    )
    for (const product of PRODUCTS) await removeButton(product.name).waitFor()
    await expect(
      page
        .getByRole('heading', { level: 2, name: PRODUCTS[1].name })
        .getByRole('link')
        .getAttribute('href'),
    ).resolves.toBe(`/products/${PRODUCTS[1].sku}`)
    await expect(
      page.getByText('Samples ship frozen within 5–7 business days.', { exact: false }).isVisible(),
    ).resolves.toBe(true)
    await expect(
      page.getByRole('link', { name: 'Continue browsing' }).getAttribute('href'),
    ).resolves.toBe('/products')
  })

  it('keeps a product when the removal is cancelled, and removes it after confirmation', async () => {
    const product = PRODUCTS[1]
    await removeButton(product.name).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog.textContent()).resolves.toContain(
      `Are you sure you want to remove ${product.name} from your sample bag?`,
    )
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await storedSkus()).toHaveLength(5)

    await removeButton(product.name).click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await status(`${product.name} has been removed from your sample bag`).waitFor()
    await expect(removeButton(product.name).count()).resolves.toBe(0)
    expect(await storedSkus()).not.toContain(product.sku)
    expect(await storedSkus()).toHaveLength(4)
  })

  it('checks the order form in the browser and focuses the first invalid field', async () => {
    await orderForm().getByRole('button', { name: 'Place sample order' }).click()
    const firstName = field('First name')
    await expect.poll(() => firstName.getAttribute('aria-invalid')).toBe('true')
    await expect
      .poll(() => firstName.evaluate((element) => element === document.activeElement))
      .toBe(true)
    const describedBy = (await firstName.getAttribute('aria-describedby')) ?? ''
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'This field is required',
    )
    await field('Email').fill('not-an-email')
    await orderForm().getByRole('button', { name: 'Place sample order' }).click()
    await orderForm().getByText('Invalid email address').waitFor()
  })

  it('places the order, shows its reference and empties the bag', async () => {
    await field('First name').fill('Ana')
    await field('Last name').fill('Browser test')
    await field('Email').fill(EMAIL)
    await field('Phone').fill('(212) 555-0134')
    await field('Business name').fill('Bistro Ana')
    await field('Street address').fill('12 Main St')
    await field('City').fill('New York')
    await field('State, province or region').fill('NY')
    await field('Postal code').fill('10001')
    await expect(field('Country', 'combobox').inputValue()).resolves.toBe('US')
    await orderForm().getByRole('button', { name: 'Place sample order' }).click()

    const success = page.getByText(/Your order reference is SO-/)
    await success.waitFor()
    const reference = (await success.textContent())?.match(REFERENCE)?.[0]
    expect(reference).toBeDefined()
    await expect.poll(storedSkus).toEqual([])
    placedReference = reference ?? ''
  })

  it('stores the order for editors: in the CMS API and in /admin', async () => {
    expect(placedReference).toMatch(REFERENCE)
    // Payload's own REST API for the collection, as the demo editor (the site posts orders to /api/sample-bag/orders).
    const token = await editorToken()
    const query = new URLSearchParams({ 'where[reference][equals]': placedReference, depth: '0' })
    const response = await fetch(`${baseUrl()}/api/sample-orders?${query}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as {
      docs: { items: { sku: string }[]; contact: { email: string } }[]
    }
    expect(docs).toHaveLength(1)
    expect(docs[0]?.items.map((item) => item.sku).sort()).toEqual([
      'TF-10001',
      'TF-10003',
      'TF-10004',
      'TF-10005',
    ])
    expect(docs[0]?.contact.email).toBe(EMAIL)

    const editor = await browser.newContext()
    const admin = await editor.newPage()
    await admin.goto(`${baseUrl()}/admin/login`)
    const login = await admin.request.post(`${baseUrl()}/api/users/login`, { data: DEMO_EDITOR })
    expect(login.ok()).toBe(true)
    await admin.goto(`${baseUrl()}/admin/collections/sample-orders`)
    await admin.getByText(placedReference, { exact: true }).first().waitFor({ timeout: 30_000 })
    await editor.close()
  })
})

describe('sample bag per region', () => {
  it('keeps a separate, empty bag in Mexico, in Spanish', async () => {
    const mexico = await browser.newPage()
    await mexico.goto(`${baseUrl()}/mexico/sample-bag`)
    await mexico
      .getByRole('heading', { level: 1, name: 'Su bolsa de muestras está vacía' })
      .waitFor()
    await expect(
      mexico.getByRole('heading', { level: 2, name: 'Aún no ha agregado muestras' }).isVisible(),
    ).resolves.toBe(true)
    await mexico.close()
  })
})
