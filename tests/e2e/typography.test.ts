import type { Page } from '@playwright/test'
import { homePath, pagePath, productPath, recipePath } from '@/routing/build'
import { expect, test } from './fixtures'

/** Words of the page's headings that the browser wrapped across two lines, as `heading: word`. */
async function wordsBrokenInHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' })
    const broken: string[] = []
    for (const heading of document.querySelectorAll('main :is(h1, h2, h3)')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const { segment, index, isWordLike } of segmenter.segment(node.textContent ?? '')) {
          if (!isWordLike || segment.length < 2) continue
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + segment.length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) broken.push(`${heading.textContent?.trim()}: ${segment}`)
        }
      }
    }
    return broken
  })
}

test.describe('headings wrap between words', { tag: '@every-region' }, () => {
  for (const width of [390, 768, 1366]) {
    test(`on the home, category, product and recipe pages at ${width} px`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [
        homePath(site.region, site.locale),
        pagePath(site.region, site.locale, ['products', 'fries']),
        productPath(site.region, site.locale, 'TF-10001'),
        recipePath(site.region, site.locale, 'mushroom-gravy-poutine'),
      ]) {
        await page.goto(path)
        expect(await wordsBrokenInHeadings(page), path).toEqual([])
      }
    })
  }
})
