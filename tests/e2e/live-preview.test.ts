import type { Page } from '@playwright/test'
import { baseUrl, editorToken } from '../helpers/http'
import { cmsDocs } from './cms'
import { expect, signedInAsEditor, test } from './fixtures'

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

/** What the browser refused under a Content-Security-Policy, in the page or any frame of it. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  return violations
}

test('live preview shows an edit before it is published; publishing shows it to guests', async ({
  page,
  browser,
}) => {
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
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(original)

    await page.locator('#field-marketingName').fill(edited)
    // Autosaved as a draft, then the frame renders it again: no publish yet.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 15_000 })
    await guestPage.goto(PAGE)
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(original)

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(async () => {
      await guestPage.reload()
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(edited, {
        timeout: 1_000,
      })
    }).toPass({ timeout: 5_000 })
    expect(violations).toEqual([])
  } finally {
    await guest.close()
    await restProduct('PATCH', id, { marketingName: original, _status: 'published' })
  }
})
