import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the every-block landing page', () => {
  it('renders its marquee as the h1 with the breadcrumb title', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl()}/why-terrafield`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Everything your kitchen needs, in one place',
    )
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['Home', 'Why Terrafield'])
    await page.close()
  })

  it('strips script, event handlers and javascript: links from the plain HTML block', async () => {
    const page = await browser.newPage()
    const scriptsRun: string[] = []
    page.on('console', (message) => scriptsRun.push(message.text()))
    await page.goto(`${baseUrl()}/why-terrafield`)
    const block = page.locator('#test-kitchen')
    await expect(
      block.getByText('Our kitchens test every product before it reaches yours.').isVisible(),
    ).resolves.toBe(true)
    await expect(block.locator('script').count()).resolves.toBe(0)
    await expect(block.locator('[onerror], [onload]').count()).resolves.toBe(0)
    await expect(block.locator('a[href^="javascript"]').count()).resolves.toBe(0)
    await page.waitForLoadState('load')
    await expect(
      page.evaluate(() => (window as { __showcaseInjected?: string }).__showcaseInjected),
    ).resolves.toBeUndefined()
    const html = await (await get('/why-terrafield')).text()
    expect(html).not.toContain('__showcaseInjected')
    expect(html).not.toMatch(/javascript:/i)
    await page.close()
  })

  it('publishes the editor metadata: description, keywords, share image, canonical and custom entries', async () => {
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

  it('is translated in Japanese', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}/japan/why-terrafield`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      '厨房に必要なすべてを、ひとつの場所で',
    )
    await page.close()
  })
})

describe('images', () => {
  it('reserve their box, fade from placeholder to loaded, and show the alt text when they fail', async () => {
    const page = await browser.newPage()
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
    await page.goto(`${baseUrl()}/why-terrafield`)
    await page.waitForLoadState('load')
    for (const frame of await page.locator('main [data-state]').all())
      await frame.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1000)
    await expect(page.locator('[data-state="loaded"]').count()).resolves.toBeGreaterThan(5)
    const failed = page.locator('[data-state="error"]').first()
    await expect(
      failed.evaluate((frame) => getComputedStyle(frame, '::after').content),
    ).resolves.toContain('Guacamole dish, plated')
    await expect(failed.getByRole('img', { name: 'Guacamole dish, plated' }).count()).resolves.toBe(
      1,
    )
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? [])
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1)
    await page.close()
  })
})

describe('a page gated to signed-in partners', () => {
  it('shows the denial message and leaves the gated text out of the HTML', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl()}/partner-resources`)
    await expect(
      page
        .locator('main')
        .getByText('You do not have permission to access this content.')
        .isVisible(),
    ).resolves.toBe(true)
    const html = await (await get('/partner-resources')).text()
    expect(html).toContain('You do not have permission to access this content.')
    expect(html).not.toContain('Partner net pricing')
    expect(html).not.toContain('Partner price lists and marketing kits')
    await page.close()
  })

  it('denies in the visitor language too', async () => {
    const html = await (await get('/korea/partner-resources')).text()
    expect(html).not.toContain('이번 분기 파트너 순가격')
  })
})
