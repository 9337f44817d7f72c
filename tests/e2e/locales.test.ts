import type { Page } from '@playwright/test'
import { comparePath } from '@/features/compare/lib/compare-path'
import { homePath, pagePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import { lowContrastText } from './contrast'
import { axeViolations, expect, test } from './fixtures'

/**
 * The projects cover en, es, ko-KR and ja-JP; these are the other three locales, each in a region
 * that serves it, so axe and the contrast check see every template in all seven.
 */
const OTHER_LOCALES: { region: string; locale: Locale }[] = [
  { region: 'cl', locale: 'es-AR' },
  { region: 'br', locale: 'pt-BR' },
  { region: 'china', locale: 'zh' },
]

/** The first link of a home section: pages the region really has, whatever its catalogue. */
async function firstLinkOf(page: Page, section: string): Promise<string> {
  const href = await page.locator(`#${section} a[href]`).first().getAttribute('href')
  if (!href) throw new Error(`the home page has no link in #${section}`)
  return href
}

for (const { region, locale } of OTHER_LOCALES) {
  test(`every template of ${region}/${locale} passes axe and the contrast check`, async ({
    page,
  }) => {
    test.slow()
    const home = homePath(region, locale)
    await page.goto(home)
    const product = await firstLinkOf(page, 'featured-products')
    const paths = [
      home,
      pagePath(region, locale, ['products', 'fries']),
      product,
      await firstLinkOf(page, 'recipes'),
      await firstLinkOf(page, 'latest-news'),
      comparePath(region, locale, [decodeURIComponent(product.split('/').at(-1) ?? '')]),
      pagePath(region, locale, ['favorites']),
      pagePath(region, locale, ['sample-bag']),
      pagePath(region, locale, ['my-lists']),
      pagePath(region, locale, ['no-such-page-here']),
    ]
    for (const path of paths) {
      // The home is still the page just loaded.
      if (path !== home) await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      expect(await axeViolations(page), path).toEqual([])
      expect(await lowContrastText(page), path).toEqual([])
    }
  })
}
