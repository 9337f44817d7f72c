import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, DEMO_EDITOR } from '../helpers/http'

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

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('Content-Security-Policy', () => {
  it('every template renders and hydrates with no violation', async () => {
    const page = await (await browser.newContext()).newPage()
    const violations = await watchViolations(page)
    for (const path of TEMPLATES) {
      const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' })
      expect(response?.headers()['content-security-policy'], path).toContain("object-src 'none'")
      expect(violations, path).toEqual([])
    }
    await page.context().close()
  })

  it('the CMS admin signs in and lists content with no violation, and cannot be framed by another origin', async () => {
    const page = await (await browser.newContext()).newPage()
    const violations = await watchViolations(page)
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: 'networkidle' })
    await page.getByLabel('Email').fill(DEMO_EDITOR.email)
    await page.getByLabel('Password').fill(DEMO_EDITOR.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin$/)
    await page.goto(`${baseUrl()}/admin/collections/products`, { waitUntil: 'networkidle' })
    await page.getByRole('row').nth(1).waitFor()
    expect(violations).toEqual([])
    const headers = (await page.request.get(`${baseUrl()}/admin`)).headers()
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    await page.context().close()
  })
})
