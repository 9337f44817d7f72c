import type { Page } from '@playwright/test'
import { DEMO_EDITOR } from '../helpers/http'
import { cmsDocs, cmsUpdate } from './cms'
import { expect, test, watchViolations } from './fixtures'

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

test.describe('Content-Security-Policy', () => {
  test('every template renders and hydrates with no violation', async ({ page }) => {
    // 18 full loads, each until the network is idle: ~50 s alone on 2 cores.
    test.setTimeout(180_000)
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

test.describe('Meta pixel', () => {
  // New Zealand: no browser project works in it, so no other test sees the pixel.
  const PIXEL_ID = '1234567890123456'
  const PIXEL_HOST = 'https://connect.facebook.net'

  async function pixelState(page: Page, path: string) {
    const response = await page.goto(path)
    return {
      allowed: (response?.headers()['content-security-policy'] ?? '').includes(PIXEL_HOST),
      named: (await page.content()).includes(`${PIXEL_HOST}/`) ? 1 : 0,
    }
  }

  test('loads only in the region whose settings set a code, allowed by the policy only there', async ({
    page,
  }) => {
    const [settings] = await cmsDocs<{ id: number; metaPixelCode?: string | null }>(
      'global-settings',
      { 'where[regionTags][in]': 'regionNz', sort: '-updatedAt', limit: '1' },
    )
    if (!settings) throw new Error('no settings for region nz')
    const violations = await watchViolations(page)
    // No network here: the test answers for the pixel's script, which reports what was queued.
    let scriptRequests = 0
    await page.route(`${PIXEL_HOST}/**`, (route) => {
      scriptRequests += 1
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.pixelQueue = window.fbq.queue.map((call) => Array.from(call))',
      })
    })

    expect(await pixelState(page, '/nz')).toEqual({ allowed: false, named: 0 })
    await cmsUpdate('global-settings', settings.id, { metaPixelCode: PIXEL_ID })
    try {
      // The page and the policy each follow the settings within seconds: wait until both agree.
      await expect
        .poll(() => pixelState(page, '/nz'), { timeout: 10_000 })
        .toEqual({
          allowed: true,
          named: 1,
        })
      // A load made while the two disagreed was refused by the browser (the safe way round): only a
      // load made once both agree counts.
      violations.length = 0
      scriptRequests = 0
      await page.goto('/nz')
      await expect
        .poll(() => page.evaluate(() => (window as { pixelQueue?: unknown }).pixelQueue))
        .toEqual([
          ['init', PIXEL_ID],
          ['track', 'PageView'],
        ])
      expect(scriptRequests).toBeGreaterThan(0)
      expect(violations).toEqual([])
      expect(await pixelState(page, '/')).toEqual({ allowed: false, named: 0 })
    } finally {
      await cmsUpdate('global-settings', settings.id, {
        metaPixelCode: settings.metaPixelCode ?? '',
      })
    }
    await expect
      .poll(() => pixelState(page, '/nz'), { timeout: 10_000 })
      .toEqual({ allowed: false, named: 0 })
  })

  test('an id that is not digits never reaches the page', async ({ page }) => {
    const [settings] = await cmsDocs<{ id: number; metaPixelCode?: string | null }>(
      'global-settings',
      { 'where[regionTags][in]': 'regionNz', sort: '-updatedAt', limit: '1' },
    )
    if (!settings) throw new Error('no settings for region nz')
    await cmsUpdate('global-settings', settings.id, { metaPixelCode: "1');alert(1);('" })
    try {
      await page.goto('/nz')
      const html = await page.content()
      expect(html).not.toContain('connect.facebook.net')
      expect(html).not.toContain('alert(1)')
    } finally {
      await cmsUpdate('global-settings', settings.id, {
        metaPixelCode: settings.metaPixelCode ?? '',
      })
    }
  })
})
