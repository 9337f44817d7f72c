import { get } from '../helpers/http'
import { expect, test } from './fixtures'

test.describe('the every-block landing page', () => {
  test('renders its marquee as the h1 with the breadcrumb title', async ({ page }) => {
    const response = await page.goto('/why-terrafield')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything your kitchen needs, in one place',
    )
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem'),
    ).toHaveText(['Home', 'Why Terrafield'])
  })

  test('strips script, event handlers and javascript: links from the plain HTML block', async ({
    page,
  }) => {
    const scriptsRun: string[] = []
    page.on('console', (message) => scriptsRun.push(message.text()))
    await page.goto('/why-terrafield')
    const block = page.locator('#test-kitchen')
    await expect(
      block.getByText('Our kitchens test every product before it reaches yours.'),
    ).toBeVisible()
    await expect(block.locator('script')).toHaveCount(0)
    await expect(block.locator('[onerror], [onload]')).toHaveCount(0)
    await expect(block.locator('a[href^="javascript"]')).toHaveCount(0)
    await page.waitForLoadState('load')
    expect(
      await page.evaluate(() => (window as { __showcaseInjected?: string }).__showcaseInjected),
    ).toBeUndefined()
    const html = await (await get('/why-terrafield')).text()
    expect(html).not.toContain('__showcaseInjected')
    expect(html).not.toMatch(/javascript:/i)
  })

  test('publishes the editor metadata: description, keywords, share image, canonical and custom entries', async () => {
    const html = await (await get('/why-terrafield')).text()
    expect(html).toMatch(
      /<meta name="description" content="Why food-service operators choose Terrafield Foods/,
    )
    expect(html).toContain(
      '<meta name="keywords" content="food service, avocado, potato, guacamole"/>',
    )
    expect(html).toMatch(
      /<meta property="og:image" content="http[^"]+\/api\/media\/file\/showcase-photo-2\.webp"/,
    )
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/why-terrafield"/)
    expect(html).toContain('<meta name="format-detection" content="telephone=no"/>')
  })

  test('is translated in Japanese', async ({ page }) => {
    await page.goto('/japan/why-terrafield')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '厨房に必要なすべてを、ひとつの場所で',
    )
  })
})

test.describe('images', () => {
  test('reserve their box, fade from placeholder to loaded, and show the alt text when they fail', async ({
    page,
  }) => {
    await page.route(/\/_next\/image\?url=[^&]*showcase-photo-3/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    )
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as { __shifts?: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/why-terrafield')
    await page.waitForLoadState('load')
    for (const frame of await page.locator('main [data-state]').all())
      await frame.scrollIntoViewIfNeeded()
    // More than five images have loaded.
    await expect(page.locator('[data-state="loaded"]').nth(5)).toBeAttached()
    const failed = page.locator('[data-state="error"]').first()
    expect(await failed.evaluate((frame) => getComputedStyle(frame, '::after').content)).toContain(
      'Guacamole dish, plated',
    )
    await expect(failed.getByRole('img', { name: 'Guacamole dish, plated' })).toHaveCount(1)
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? [])
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1)
  })
})

test.describe('a page gated to signed-in partners', () => {
  test('shows the denial message and leaves the gated text out of the HTML', async ({ page }) => {
    await page.goto('/partner-resources')
    await expect(
      page.locator('main').getByText('You do not have permission to access this content.'),
    ).toBeVisible()
    const html = await (await get('/partner-resources')).text()
    expect(html).toContain('You do not have permission to access this content.')
    expect(html).not.toContain('Partner net pricing')
    expect(html).not.toContain('Partner price lists and marketing kits')
  })

  test('denies in the visitor language too', async () => {
    const html = await (await get('/korea/partner-resources')).text()
    expect(html).not.toContain('이번 분기 파트너 순가격')
  })
})
