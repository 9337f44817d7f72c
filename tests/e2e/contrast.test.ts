import { comparePath } from '@/features/compare/lib/compare-path'
import { blogIndexPath, pagePath, productPath, recipePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import { lowContrastText } from './contrast'
import { expect, test } from './fixtures'

test.describe(
  'text contrast (WCAG AA), including what axe-core leaves for review',
  { tag: '@every-region' },
  () => {
    // The home, favorites and sample bag pages are checked in accessibility.test.ts, with axe.
    const templates = {
      'product category': (region: string, locale: Locale) =>
        pagePath(region, locale, ['products', 'fries']),
      product: (region: string, locale: Locale) => productPath(region, locale, 'TF-10001'),
      recipe: (region: string, locale: Locale) =>
        recipePath(region, locale, 'mushroom-gravy-poutine'),
      compare: (region: string, locale: Locale) =>
        comparePath(region, locale, ['TF-10001', 'TF-10002']),
      'not found': (region: string, locale: Locale) =>
        pagePath(region, locale, ['no-such-page-here']),
    }

    for (const [name, pathOf] of Object.entries(templates)) {
      test(`the ${name} page has readable text`, async ({ page, site }) => {
        await page.goto(pathOf(site.region, site.locale))
        expect(await lowContrastText(page)).toEqual([])
      })
    }

    test('a blog post has readable text', async ({ page, site }) => {
      await page.goto(blogIndexPath(site.region, site.locale))
      const post = page.locator('main h2 a[href]').first()
      const href = await post.getAttribute('href')
      await post.click()
      await expect(page).toHaveURL(href ?? '')
      await page.waitForLoadState('load')
      expect(await lowContrastText(page)).toEqual([])
    })
  },
)
