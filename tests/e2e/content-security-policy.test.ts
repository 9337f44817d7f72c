import type { Page } from '@playwright/test'
import { DEMO_EDITOR } from '../helpers/http'
import { expect, test } from './fixtures'

/** One page of every template the site has, in a few regions and scripts. */
const TEMPLATES = [
  '/',
  '/korea',
  '/about-us/our-story/sustainability',
  '/why-terrafield',
  '/japan/why-terrafield',
  '/products',
  '/products/TF-10001',
  '/products/fries',
  '/products/breaded-mozzarella-sticks/TF-10024/specifications',
  '/recipe/mushroom-gravy-poutine',
  '/recipes',
  '/recipes/category/game-day',
  '/blog',
  '/brands/terrafield-classic',
  '/compare?skus=TF-10001,TF-10002',
  '/favorites',
  '/sample-bag',
  '/zz-no-such-page',
]

/** Records what the browser refused under the page's Content-Security-Policy. */
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

test.describe('Content-Security-Policy', () => {
  test('every template renders and hydrates with no violation', async ({ page }) => {
    const violations = await watchViolations(page)
    for (const path of TEMPLATES) {
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response?.headers()['content-security-policy'], path).toContain("object-src 'none'")
      expect(violations, path).toEqual([])
    }
  })

  test('the CMS admin signs in and lists content with no violation, and cannot be framed by another origin', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await page.goto('/admin/login', { waitUntil: 'networkidle' })
    await page.getByLabel('Email').fill(DEMO_EDITOR.email)
    await page.getByLabel('Password').fill(DEMO_EDITOR.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/collections/products', { waitUntil: 'networkidle' })
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    expect(violations).toEqual([])
    const headers = (await page.request.get('/admin')).headers()
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })
})
