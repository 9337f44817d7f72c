import { baseUrl, editorToken } from '../helpers/http'
import { cmsDocs } from './cms'
import { expect, signedInAsEditor, test, watchViolations } from './fixtures'

// Seeded, in the US, on no page another browser test looks at by name.
const SKU = 'TF-10034'
const PAGE = `/products/${SKU}`

async function restProduct(method: string, id: number, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/products/${id}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} products/${id}: ${response.status}`)
}

test('live preview shows an edit before it is published; publishing shows it to guests, and View on site links the page', async ({
  page,
  browser,
}) => {
  // One story through the admin, its frame and a guest: several full page loads.
  test.setTimeout(180_000)
  const [product] = await cmsDocs<{ id: number; marketingName: string }>('products', {
    'where[sku][equals]': SKU,
  })
  if (!product) throw new Error(`the seeded product ${SKU} is missing`)
  const { id, marketingName: original } = product
  const edited = `${original} ${Date.now()}`
  const violations = await watchViolations(page)
  await signedInAsEditor(page)
  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  try {
    await page.goto(`/admin/collections/products/${id}`)
    // The admin's bundle is large: on a busy machine it has been seen to take 20 s to hydrate and
    // ask for the link (the stop 37 run), so the first waits are long.
    const hydrated = { timeout: 45_000 }
    await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute(
      'href',
      PAGE,
      hydrated,
    )
    // The admin keeps the editor's last choice: open it unless it already is.
    const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(original, hydrated)

    await page.locator('#field-marketingName').fill(edited)
    // Autosaved as a draft, then the frame renders it again: no publish yet.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 30_000 })
    await guestPage.goto(PAGE)
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(original)

    const publish = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/products/${id}` &&
        !response.url().includes('draft=true'),
    )
    await page.getByRole('button', { name: 'Publish changes' }).click()
    expect((await publish).status()).toBe(200)
    // Within 5 s of the publish being answered, a guest's request gets the new name (timed on
    // the guest context's own requests: a full page load here can take seconds of browser time).
    await expect
      .poll(async () => (await guest.request.get(PAGE)).text(), { timeout: 5_000 })
      .toContain(edited)
    await guestPage.reload()
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(edited)
    expect(violations).toEqual([])
  } finally {
    await guest.close()
    await restProduct('PATCH', id, { marketingName: original, _status: 'published' })
  }
})
