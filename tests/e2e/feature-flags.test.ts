import { expect, message, signedInAsEditor, test } from './fixtures'
import { cmsDelete, cmsDocs } from './cms'

// India: no other browser test works in it, so switching a feature off there disturbs none of them.
const PRODUCT = '/products/TF-10001'
const LIVE_WITHIN_MS = 5_000

test('an editor switches compare off for one region in /admin: gone there within 5 s, kept elsewhere', async ({
  page,
  browser,
  site,
}) => {
  const guest = await (await browser.newContext()).newPage()
  const compareButtons = guest.getByRole('button', { name: message(site, 'compare.add') })
  const compareButtonsIn = async (path: string) => {
    await guest.goto(path, { waitUntil: 'domcontentloaded' })
    return (await compareButtons.count()) > 0
  }
  expect(await compareButtonsIn(`/india${PRODUCT}`)).toBe(true)

  await signedInAsEditor(page)
  await page.goto('/admin/collections/feature-flags/create')
  await page.getByLabel('Flag Id').fill('compare')
  await expect(page.getByLabel('Active')).not.toBeChecked()
  await page.locator('#field-regionTags').click()
  await page.keyboard.type('india')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/feature-flags\/\d+/)
  const id = page.url().split('/').pop() ?? ''
  try {
    await expect
      .poll(() => compareButtonsIn(`/india${PRODUCT}`), { timeout: LIVE_WITHIN_MS })
      .toBe(false)
    expect((await guest.goto('/india/compare?skus=TF-10001'))?.status()).toBe(404)
    // Every other region keeps it.
    expect(await compareButtonsIn(PRODUCT)).toBe(true)
    expect(await compareButtonsIn(`/au${PRODUCT}`)).toBe(true)
  } finally {
    await cmsDelete('feature-flags', id)
  }
  await expect
    .poll(() => compareButtonsIn(`/india${PRODUCT}`), { timeout: LIVE_WITHIN_MS })
    .toBe(true)
  const flags = await cmsDocs<{ id: number }>('feature-flags', { 'where[id][equals]': id })
  expect(flags).toEqual([])
})
