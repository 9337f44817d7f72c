import { describe, expect, it } from 'vitest'
import { BLOGS } from '@/cms/seed/data/blogs'
import { PRODUCTS } from '@/cms/seed/data/products'
import { PRODUCT_LINKS } from '@/cms/seed/product-links'
import { blogPath, productBlogsPath, productPath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import { REGIONS } from '@/routing/regions'
import { get } from '../helpers/http'

// What the product page promises (docs/architecture.md): 10 related products ranked among the 30
// newest candidates; 3 posts previewed, 6 a page in the list.
const MAX_RELATED_PRODUCTS = 10
const RELATED_CANDIDATES = 30
const PRODUCT_BLOGS_PREVIEW = 3
const PRODUCT_BLOGS_PER_PAGE = 6

const EVERY_SCOPE = REGIONS.flatMap((region) =>
  region.locales.map((locale) => [region.id, locale] as const),
)

async function html(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The inside of the first element opening with `opening`, up to its closing `tag`. */
function element(page: string, opening: RegExp, tag: string): string {
  const start = page.search(opening)
  if (start < 0) return ''
  const end = page.indexOf(`</${tag}>`, start)
  return page.slice(start, end)
}

const hrefsIn = (part: string, linkClass = '') =>
  [...part.matchAll(new RegExp(`<a${linkClass}[^>]* href="([^"]+)"`, 'g'))].map((m) => m[1])

const carries = (regions: readonly string[] | 'all', regionId: string) =>
  regions === 'all' || regions.includes(regionId)

describe('cut and pack sizes under one marketing name', () => {
  const tots = ['TF-10011', 'TF-10041', 'TF-10042']

  it.each(EVERY_SCOPE)(
    '%s/%s: each tot links to all three sizes, itself marked current',
    async (regionId, locale) => {
      for (const sku of tots) {
        const nav = element(
          await html(productPath(regionId, locale, sku)),
          /<nav [^>]*aria-labelledby="product-variants"/,
          'nav',
        )
        expect(hrefsIn(nav), sku).toEqual(tots.map((other) => productPath(regionId, locale, other)))
        const current = /<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/.exec(nav)
        const product = PRODUCTS.find((candidate) => candidate.sku === sku)
        expect(current?.[1]).toBe(`${product?.cutSize} · ${product?.casePackDescription}`)
        expect(nav).toMatch(/<h2 id="product-variants"[^>]*>[^<]+<\/h2>/)
      }
    },
  )

  it('is left out of a product sold in one size', async () => {
    expect(await html('/products/TF-10001')).not.toContain('product-variants')
  })
})

/** The seed's answer to "related by brand, category or cut type", ranked as the site documents. */
function expectedRelated(sku: string, regionId: string): string[] {
  const product = PRODUCTS.find((candidate) => candidate.sku === sku)
  if (!product) return []
  const score = (other: (typeof PRODUCTS)[number]) =>
    (other.brand === product.brand ? 1 : 0) +
    other.categories.filter((c) => product.categories.includes(c)).length +
    other.cutTypes.filter((c) => product.cutTypes.includes(c)).length
  return PRODUCTS.filter((other) => other.sku !== sku && other.regions.includes(regionId))
    .filter((other) => score(other) > 0)
    .sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)
    .slice(0, RELATED_CANDIDATES)
    .sort((a, b) => score(b) - score(a))
    .slice(0, MAX_RELATED_PRODUCTS)
    .map((other) => other.sku)
}

describe('related products by brand, category or cut type', () => {
  it.each([
    ['TF-10011', 'us', 'en'],
    ['TF-10001', 'us', 'en'],
    ['TF-10001', 'mexico', 'es'],
    ['TF-10030', 'korea', 'ko-KR'],
    ['TF-10035', 'au', 'en'],
    ['TF-10020', 'br', 'pt-BR'],
  ] as const)(
    '%s in %s/%s: the closest ten the region sells',
    async (sku, regionId, locale: Locale) => {
      const section = element(
        await html(productPath(regionId, locale, sku)),
        /<section aria-labelledby="related-products"/,
        'section',
      )
      const expected = expectedRelated(sku, regionId)
      expect(expected.length).toBeGreaterThan(0)
      const shown = [...new Set(hrefsIn(section))]
      expect(shown).toEqual(expected.map((other) => productPath(regionId, locale, other)))
    },
  )

  it('puts the other sizes of the tots first: they share brand, category and cut type', async () => {
    const section = element(
      await html('/products/TF-10011'),
      /<section aria-labelledby="related-products"/,
      'section',
    )
    expect([...new Set(hrefsIn(section))].slice(0, 2)).toEqual([
      '/products/TF-10041',
      '/products/TF-10042',
    ])
  })
})

const linkedPosts = (regionId: string) => {
  const slugs: readonly string[] =
    PRODUCT_LINKS.find((link) => link.sku === 'TF-10001')?.blogs ?? []
  return BLOGS.filter((blog) => slugs.includes(blog.slug) && carries(blog.regions, regionId)).sort(
    (a, b) => b.publishDisplayDate.localeCompare(a.publishDisplayDate),
  )
}

describe('blogs for a sku, newest display date first, paged', () => {
  it.each([
    ['us', 'en'],
    ['mexico', 'es'],
    ['korea', 'ko-KR'],
    ['japan', 'en'],
    ['cl', 'es-AR'],
    ['br', 'pt-BR'],
    ['china', 'zh'],
  ] as const)(
    '%s/%s: the product previews the newest, the list pages them all',
    async (regionId, locale: Locale) => {
      const posts = linkedPosts(regionId)
      const hrefOf = (blog: (typeof posts)[number]) => blogPath(regionId, locale, blog.slug)
      const preview = element(
        await html(productPath(regionId, locale, 'TF-10001')),
        /<section aria-labelledby="linked-blogs"/,
        'section',
      )
      const previewLinks = hrefsIn(preview)
      expect(previewLinks.slice(0, PRODUCT_BLOGS_PREVIEW)).toEqual(
        posts.slice(0, PRODUCT_BLOGS_PREVIEW).map(hrefOf),
      )
      expect(previewLinks.at(-1)).toBe(productBlogsPath(regionId, locale, 'TF-10001'))

      const pages = Math.ceil(posts.length / PRODUCT_BLOGS_PER_PAGE)
      expect(pages).toBeGreaterThan(1)
      const listed: string[] = []
      for (let page = 1; page <= pages; page++) {
        const main = element(
          await html(productBlogsPath(regionId, locale, 'TF-10001', page)),
          /<main/,
          'main',
        )
        listed.push(
          ...[...main.matchAll(/<h2 [^>]*><a[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? ''),
        )
        if (page < pages)
          expect(main).toContain(
            `href="${productBlogsPath(regionId, locale, 'TF-10001', page + 1)}"`,
          )
      }
      expect(listed).toEqual(posts.map(hrefOf))
      const past = await get(productBlogsPath(regionId, locale, 'TF-10001', pages + 1))
      expect(past.status).toBe(404)
    },
  )

  it('serves the list under the product slug or a category, like the recipes list', async () => {
    expect((await get('/products/straight-cut-fries-3-8/TF-10001/product-blogs')).status).toBe(200)
    expect((await get('/products/fries/TF-10001/product-blogs/page/2')).status).toBe(200)
    expect((await get('/products/avocado/TF-10001/product-blogs')).status).toBe(404)
  })

  it('has no list for a product without posts, and gives each page its own canonical URL', async () => {
    expect((await get('/products/TF-10002/product-blogs')).status).toBe(404)
    const page2 = await html('/products/TF-10001/product-blogs/page/2')
    expect(page2).toContain('<link rel="canonical" href="')
    expect(page2).toMatch(
      /<link rel="canonical" href="[^"]*\/products\/TF-10001\/product-blogs\/page\/2"/,
    )
  })
})

describe('DAM images in the gallery', () => {
  it('shows the seeded DAM file with the product name as alt text and a fixed box', async () => {
    const gallery = element(
      await html('/products/TF-10001'),
      /<section class="[^"]*" aria-label="Images of /,
      'section',
    )
    const dam = /<img [^>]*src="(\/api\/media\/file\/dam-TF-10001-0[^"]*)"[^>]*>/.exec(gallery)
    expect(dam?.[0]).toContain('alt="Straight Cut Fries 3/8&quot;"')
    expect(dam?.[0]).toMatch(/width="800"[^>]*height="800"/)
    const file = await get(dam?.[1] ?? '')
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
  })

  it('adds no image host to the CSP when none is allowed', async () => {
    const csp = (await get('/products/TF-10001')).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/)
  })
})
