import type { Page } from 'playwright-core'

/** Clicks until React has hydrated and the disclosure reports itself open. */
export async function openMenu(page: Page, name: RegExp | string): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' })
  for (let attempt = 0; attempt < 20; attempt++) {
    await button.click()
    if ((await button.getAttribute('aria-expanded')) === 'true') return
    await page.waitForTimeout(250)
  }
  throw new Error(`menu ${String(name)} did not open`)
}
