import type { Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { addedConfirmation } from '@/features/sample-bag/lib/confirmation'
import { sampleBagKey } from '@/features/sample-bag/lib/storage'
import { pagePath, productPath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { baseUrl, editorToken } from '../helpers/http'
import { cmsDocs } from './cms'
import {
  analyticsEvents,
  expect,
  message,
  seedStorage,
  signedInAsEditor,
  type SiteOptions,
  stored,
  test,
} from './fixtures'

/** Products that offer samples in every main region (seed: getASample), one more than the bag holds. */
const IN_BAG = ['TF-10001', 'TF-10002', 'TF-10003', 'TF-10004', 'TF-10005'] as const
const SIXTH = 'TF-10006'
/** A product without samples. */
const NO_SAMPLES = 'TF-10013'
const REFERENCE = /SO-[A-Z2-9]{4}-[A-Z2-9]{4}/

function nameOf(site: SiteOptions, sku: string): string {
  const product = PRODUCTS.find((entry) => entry.sku === sku)
  if (!product?.getASample && sku !== NO_SAMPLES) throw new Error(`${sku} offers no samples`)
  return product?.marketingName[site.locale] ?? ''
}

/** The sample bag texts an editor set (src/cms/seed/site-settings.ts). */
interface Settings {
  maxItems: number
  bagTitle: string
  shippingText: string
  continueBrowsingLink: { title: string }
}

async function settingsFor(site: SiteOptions): Promise<Settings> {
  const [settings] = await cmsDocs<Settings>('sample-bag-settings', {
    'where[regionTags][in][0]': regionTag(site.region),
    locale: site.locale,
  })
  if (!settings) throw new Error(`no sample bag settings for ${site.region}`)
  expect(settings.maxItems, 'the bag holds the five products of IN_BAG').toBe(IN_BAG.length)
  return settings
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

const bagPage = (site: SiteOptions) => pagePath(site.region, site.locale, ['sample-bag'])

/** The button is disabled until the page has hydrated, so clicking waits for it. */
async function getASample(page: Page, site: SiteOptions, sku: string) {
  await page.goto(productPath(site.region, site.locale, sku))
  const button = page.getByRole('button', {
    name: message(site, 'sampleBag.getASample'),
    exact: true,
  })
  await expect(button).toBeEnabled()
  await button.click()
}

const added = (site: SiteOptions, sku: string) =>
  addedConfirmation(nameOf(site, sku), message(site, 'sampleBag.added'), site.locale)

const storedSkus = async (page: Page, site: SiteOptions) =>
  ((await stored<{ sku: string }[]>(page, sampleBagKey(site.region))) ?? []).map(
    (entry) => entry.sku,
  )

/** A visitor who put `skus` in the bag on earlier pages. */
const bagWith = (site: SiteOptions, skus: readonly string[]) => ({
  [sampleBagKey(site.region)]: skus.map((sku) => ({ sku, addedAt: new Date().toISOString() })),
})

/**
 * Scoped to the order form: the page may carry other forms (an email sign-up) with an Email field.
 * By role and accessible name, which leaves out the aria-hidden " *" of required labels (getByLabel does not).
 */
const orderForm = (page: Page, site: SiteOptions) =>
  page.getByRole('form', { name: message(site, 'sampleOrder.heading') })
const field = (
  page: Page,
  site: SiteOptions,
  label: Parameters<typeof message>[1],
  role: 'textbox' | 'combobox' = 'textbox',
) => orderForm(page, site).getByRole(role, { name: message(site, label), exact: true })
const placeOrder = (page: Page, site: SiteOptions) =>
  orderForm(page, site).getByRole('button', { name: message(site, 'sampleOrder.submit') })

const removeButton = (page: Page, site: SiteOptions, sku: string) =>
  page.getByRole('button', {
    name: message(site, 'sampleBag.removeLabel', { name: nameOf(site, sku) }),
    exact: true,
  })

test.describe('sample bag', { tag: '@every-region' }, () => {
  test('adds a product from its page and confirms it', async ({ page, site }) => {
    await getASample(page, site, IN_BAG[0])
    await expect(status(page, added(site, IN_BAG[0]))).toBeVisible()
    expect(await storedSkus(page, site)).toEqual([IN_BAG[0]])
    expect(await analyticsEvents(page, 'sample_bag_add')).toEqual([
      { event: 'sample_bag_add', sku: IN_BAG[0] },
    ])
  })

  test('says so when the product is already in the bag', async ({ context, page, site }) => {
    await seedStorage(context, bagWith(site, [IN_BAG[0]]))
    await getASample(page, site, IN_BAG[0])
    await expect(status(page, message(site, 'sampleBag.duplicate'))).toBeVisible()
    expect(await storedSkus(page, site)).toEqual([IN_BAG[0]])
    expect(await analyticsEvents(page, 'sample_bag_add')).toEqual([])
  })

  test('fills the bag to its maximum and refuses one more without naming the number', async ({
    context,
    page,
    site,
  }) => {
    await settingsFor(site)
    await seedStorage(context, bagWith(site, [IN_BAG[0]]))
    for (const sku of IN_BAG.slice(1)) {
      await getASample(page, site, sku)
      await expect(status(page, added(site, sku))).toBeVisible()
    }
    await getASample(page, site, SIXTH)
    await expect(status(page, message(site, 'sampleBag.max'))).toBeVisible()
    expect(await storedSkus(page, site)).toEqual([...IN_BAG])
  })

  test('does not offer samples of a product without them', async ({ page, site }) => {
    await page.goto(productPath(site.region, site.locale, NO_SAMPLES))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(site, NO_SAMPLES))
    await expect(
      page.getByRole('button', { name: message(site, 'sampleBag.getASample') }),
    ).toHaveCount(0)
  })

  test('lists the bag on the sample bag page with the CMS texts', async ({
    context,
    page,
    site,
  }) => {
    const settings = await settingsFor(site)
    await seedStorage(context, bagWith(site, IN_BAG))
    await page.goto(bagPage(site))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.bagTitle)
    for (const sku of IN_BAG) await expect(removeButton(page, site, sku)).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: nameOf(site, IN_BAG[1]) }).getByRole('link'),
    ).toHaveAttribute('href', productPath(site.region, site.locale, IN_BAG[1]))
    await expect(page.getByText(settings.shippingText, { exact: false })).toBeVisible()
  })

  test('leads back to the region’s products from the bag', async ({ context, page, site }) => {
    const settings = await settingsFor(site)
    await seedStorage(context, bagWith(site, [IN_BAG[0]]))
    await page.goto(bagPage(site))
    const link = page.getByRole('link', { name: settings.continueBrowsingLink.title })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', pagePath(site.region, site.locale, ['products']))
  })

  test('keeps a product when the removal is cancelled, and removes it after confirmation', async ({
    context,
    page,
    site,
  }) => {
    await seedStorage(context, bagWith(site, IN_BAG))
    await page.goto(bagPage(site))
    const sku = IN_BAG[1]
    const name = nameOf(site, sku)
    await removeButton(page, site, sku).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(message(site, 'sampleBag.removeConfirm', { name }))
    await dialog
      .getByRole('button', { name: message(site, 'sampleBag.cancel'), exact: true })
      .click()
    await expect(dialog).toBeHidden()
    expect(await storedSkus(page, site)).toHaveLength(5)

    await removeButton(page, site, sku).click()
    await dialog
      .getByRole('button', { name: message(site, 'sampleBag.remove'), exact: true })
      .click()
    await expect(status(page, message(site, 'sampleBag.removed', { name }))).toBeVisible()
    await expect(removeButton(page, site, sku)).toHaveCount(0)
    expect(await storedSkus(page, site)).not.toContain(sku)
    expect(await storedSkus(page, site)).toHaveLength(4)
  })

  test('checks the order form in the browser and focuses the first invalid field', async ({
    context,
    page,
    site,
  }) => {
    await seedStorage(context, bagWith(site, [IN_BAG[0]]))
    await page.goto(bagPage(site))
    await expect(removeButton(page, site, IN_BAG[0])).toBeVisible()
    await placeOrder(page, site).click()
    const firstName = field(page, site, 'sampleOrder.firstName')
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toBeFocused()
    const describedBy = (await firstName.getAttribute('aria-describedby')) ?? ''
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
      message(site, 'validation.required'),
    )
    await field(page, site, 'sampleOrder.email').fill('not-an-email')
    await placeOrder(page, site).click()
    await expect(orderForm(page, site).getByText(message(site, 'validation.email'))).toBeVisible()
  })
})

// One story: the order placed in the first test is the one the second finds in the CMS.
test.describe.serial('a sample order', () => {
  const ORDERED = ['TF-10001', 'TF-10003', 'TF-10004', 'TF-10005']
  /** Per run: the server limits orders per email address, and keeps its counts between runs. */
  const EMAIL = `ana.e2e.${Date.now()}@bistro.example`
  let placedReference = ''

  test('is placed, shows its reference and empties the bag', async ({ context, page, site }) => {
    await seedStorage(context, bagWith(site, ORDERED))
    await page.goto(bagPage(site))
    await expect(removeButton(page, site, ORDERED[0] ?? '')).toBeVisible()
    await field(page, site, 'sampleOrder.firstName').fill('Ana')
    await field(page, site, 'sampleOrder.lastName').fill('Browser test')
    await field(page, site, 'sampleOrder.email').fill(EMAIL)
    await field(page, site, 'sampleOrder.phone').fill('(212) 555-0134')
    await field(page, site, 'sampleOrder.businessName').fill('Bistro Ana')
    await field(page, site, 'sampleOrder.street').fill('12 Main St')
    await field(page, site, 'sampleOrder.city').fill('New York')
    await field(page, site, 'sampleOrder.state').fill('NY')
    await field(page, site, 'sampleOrder.postcode').fill('10001')
    await expect(field(page, site, 'sampleOrder.country', 'combobox')).toHaveValue('US')
    await placeOrder(page, site).click()

    const success = page.getByText(/Your order reference is SO-/)
    await expect(success).toHaveText(REFERENCE)
    placedReference = (await success.textContent())?.match(REFERENCE)?.[0] ?? ''
    await expect.poll(() => storedSkus(page, site)).toEqual([])
    // The count of products only: nothing the visitor typed.
    const events = await analyticsEvents(page)
    expect(events.filter((entry) => entry.event === 'sample_order_sent')).toEqual([
      { event: 'sample_order_sent', items: String(ORDERED.length) },
    ])
    for (const typed of [EMAIL, 'Bistro Ana', '12 Main St', '555-0134'])
      expect(JSON.stringify(events)).not.toContain(typed)
  })

  test('is stored for editors: in the CMS API and in /admin', async ({ page }) => {
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
    expect(docs[0]?.items.map((item) => item.sku).sort()).toEqual(ORDERED)
    expect(docs[0]?.contact.email).toBe(EMAIL)

    await signedInAsEditor(page)
    await page.goto('/admin/collections/sample-orders')
    await expect(page.getByText(placedReference, { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    })
  })
})

test.describe('sample bag per region', () => {
  test('keeps a separate, empty bag in Mexico, in Spanish', async ({ context, page }) => {
    await seedStorage(context, bagWith({ region: 'us', locale: 'en', prefix: '' }, IN_BAG))
    await page.goto('/mexico/sample-bag')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su bolsa de muestras está vacía' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Aún no ha agregado muestras' }),
    ).toBeVisible()
  })
})
