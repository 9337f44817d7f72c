import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../routing/locales'
import { ALL_REGION_IDS } from '../../../routing/regions'
import { AUTHORS, BLOG_CATEGORIES, BLOGS } from './blogs'
import { BRANDS } from './brands'
import { CATEGORIES } from './categories'
import { FOOTER, type LinkTarget, NAVIGATION } from './chrome'
import { ALT_TEXT, SHOWCASE_ICON_ALT, SHOWCASE_PHOTO_ALT } from './alt-text'
import { HOME } from './home'
import { PAGES, type SeedPage } from './pages'
import { PRODUCTS } from './products'
import { RECIPE_CATEGORIES, RECIPES } from './recipes'
import { GATED_SLUG, SHOWCASE_SLUG } from '../showcase/copy'
import { overLimitForAnAudience } from '../../../lib/navigation-limits'

/** Proper names that are written the same way in every locale. */
const SAME_IN_EVERY_LOCALE = new Set([
  'Terrafield+',
  'Terrafield Foods',
  'Terrafield Classic',
  'Harvest Crisp',
  'Golden Acre',
  'Verde Avocado',
])

const NON_EN = LOCALES.filter((l) => l !== 'en')

type Found = { path: string; value: Record<string, unknown> }

function isLocaleRecord(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.some((k) => (LOCALES as readonly string[]).includes(k))
}

/** Every Localized / LocalizedParagraphs value reachable from `root`. */
function collect(root: unknown, path: string, out: Found[] = []): Found[] {
  if (isLocaleRecord(root)) {
    out.push({ path, value: root })
    return out
  }
  if (Array.isArray(root)) root.forEach((v, i) => collect(v, `${path}[${i}]`, out))
  else if (root && typeof root === 'object') {
    for (const [k, v] of Object.entries(root)) collect(v, `${path}.${k}`, out)
  }
  return out
}

const EDITORIAL = {
  RECIPES,
  RECIPE_CATEGORIES,
  BLOGS,
  AUTHORS,
  BLOG_CATEGORIES,
  PAGES,
  HOME,
  ALT_TEXT,
  SHOWCASE_PHOTO_ALT,
  SHOWCASE_ICON_ALT,
  NAVIGATION,
  FOOTER,
}

const pagePath = (page: SeedPage): string[] => {
  const chain: string[] = []
  let current: SeedPage | undefined = page
  while (current) {
    if (chain.includes(current.slug)) throw new Error(`cycle at ${current.slug}`)
    chain.unshift(current.slug)
    const parent: string | undefined = current.parent
    current = parent ? PAGES.find((p) => p.slug === parent) : undefined
    if (parent && !current) throw new Error(`missing parent ${parent}`)
  }
  return chain
}

function targets(root: unknown, out: LinkTarget[] = []): LinkTarget[] {
  if (Array.isArray(root)) root.forEach((v) => targets(v, out))
  else if (root && typeof root === 'object') {
    const obj = root as Record<string, unknown>
    if (typeof obj.kind === 'string' && !isLocaleRecord(obj)) out.push(obj as LinkTarget)
    for (const v of Object.values(obj)) targets(v, out)
  }
  return out
}

const unique = (values: string[]) => new Set(values).size === values.length
const validRegions = (regions: 'all' | string[]) =>
  regions === 'all' || (regions.length > 0 && regions.every((r) => ALL_REGION_IDS.includes(r)))

describe('editorial seed data', () => {
  it('has the expected counts', () => {
    expect(RECIPES).toHaveLength(30)
    expect(BLOGS).toHaveLength(15)
    expect(AUTHORS).toHaveLength(3)
    expect(BLOG_CATEGORIES).toHaveLength(4)
    expect(RECIPE_CATEGORIES.length).toBeGreaterThanOrEqual(6)
    expect(RECIPE_CATEGORIES.length).toBeLessThanOrEqual(8)
    expect(RECIPE_CATEGORIES.filter((c) => c.type === 'Collections').length).toBeGreaterThanOrEqual(
      4,
    )
  })

  it('uses unique, kebab-case slugs', () => {
    const lists = {
      recipes: RECIPES.map((r) => r.slug),
      recipeCategories: RECIPE_CATEGORIES.map((c) => c.slug),
      blogs: BLOGS.map((b) => b.slug),
      authors: AUTHORS.map((a) => a.slug),
      blogCategories: BLOG_CATEGORIES.map((c) => c.slug),
      pages: PAGES.map((p) => p.slug),
    }
    for (const [name, slugs] of Object.entries(lists)) {
      expect(unique(slugs), name).toBe(true)
      for (const slug of slugs) expect(slug, name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('translates every Localized value into all 7 locales', () => {
    const found = collect(EDITORIAL, '')
    expect(found.length).toBeGreaterThan(300)
    for (const { path, value } of found) {
      expect(Object.keys(value).sort(), path).toEqual([...LOCALES].sort())
      const en = value.en
      if (typeof en === 'string') {
        for (const locale of LOCALES) {
          const text = value[locale]
          expect(typeof text === 'string' && text.trim().length > 0, `${path}.${locale}`).toBe(true)
        }
        if (SAME_IN_EVERY_LOCALE.has(en)) continue
        for (const locale of NON_EN) expect(value[locale], `${path}.${locale}`).not.toBe(en)
      } else {
        expect(Array.isArray(en), path).toBe(true)
        const lines = en as string[]
        expect(lines.length, path).toBeGreaterThan(0)
        for (const locale of LOCALES) {
          const items = value[locale] as string[]
          expect(Array.isArray(items), `${path}.${locale}`).toBe(true)
          expect(items.length, `${path}.${locale}`).toBe(lines.length)
          items.forEach((item, i) =>
            expect(item.trim().length, `${path}.${locale}[${i}]`).toBeGreaterThan(0),
          )
          if (locale !== 'en')
            items.forEach((item, i) => expect(item, `${path}.${locale}[${i}]`).not.toBe(lines[i]))
        }
      }
    }
  })

  it('keeps recipes within their documented shape', () => {
    const categorySlugs = new Set(RECIPE_CATEGORIES.map((c) => c.slug))
    const brandSlugs = new Set(BRANDS.map((b) => b.slug))
    const skus = new Set(PRODUCTS.map((p) => p.sku))
    for (const r of RECIPES) {
      expect(r.ingredients.en.length, r.slug).toBeGreaterThanOrEqual(4)
      expect(r.ingredients.en.length, r.slug).toBeLessThanOrEqual(8)
      expect(r.steps.en.length, r.slug).toBeGreaterThanOrEqual(3)
      expect(r.steps.en.length, r.slug).toBeLessThanOrEqual(6)
      expect(r.yieldServings, r.slug).toBeGreaterThan(0)
      expect(r.yieldPortionSize, r.slug).toMatch(/^\d+(\.\d+)? (oz|g|cups?)$/)
      expect(r.mealTypes.length, r.slug).toBeGreaterThan(0)
      expect(r.marketSegments.length, r.slug).toBeGreaterThan(0)
      expect(brandSlugs.has(r.brand), r.slug).toBe(true)
      expect(r.productSkus.length, r.slug).toBeGreaterThanOrEqual(1)
      expect(r.productSkus.length, r.slug).toBeLessThanOrEqual(3)
      for (const sku of r.productSkus) {
        expect(sku, r.slug).toMatch(/^TF-100(0[1-9]|[1-3]\d|40)$/)
        expect(skus.has(sku), `${r.slug} ${sku}`).toBe(true)
      }
      expect(r.categories.length, r.slug).toBeGreaterThan(0)
      for (const c of r.categories) expect(categorySlugs.has(c), `${r.slug} ${c}`).toBe(true)
      expect(r.publishedDaysAgo, r.slug).toBeGreaterThanOrEqual(1)
      expect(r.publishedDaysAgo, r.slug).toBeLessThanOrEqual(300)
      expect(validRegions(r.regions), r.slug).toBe(true)
    }
    expect(unique(RECIPES.map((r) => String(r.publishedDaysAgo)))).toBe(true)
    const featured = RECIPES.filter((r) => r.featured).length
    expect(featured).toBeGreaterThanOrEqual(4)
    expect(featured).toBeLessThanOrEqual(8)
    expect(RECIPES.some((r) => r.regions !== 'all')).toBe(true)
  })

  it('references existing blog categories and authors', () => {
    const categorySlugs = new Set(BLOG_CATEGORIES.map((c) => c.slug))
    const authorSlugs = new Set(AUTHORS.map((a) => a.slug))
    for (const b of BLOGS) {
      expect(b.categories.length, b.slug).toBeGreaterThan(0)
      for (const c of b.categories) expect(categorySlugs.has(c), `${b.slug} ${c}`).toBe(true)
      expect(authorSlugs.has(b.author), b.slug).toBe(true)
      expect(b.body.en.length, b.slug).toBeGreaterThanOrEqual(3)
      expect(b.body.en.length, b.slug).toBeLessThanOrEqual(4)
      expect(b.publishDisplayDate, b.slug).toMatch(/^2026-(0[1-9]|1[01])-\d{2}$/)
      expect(Number.isNaN(Date.parse(b.publishDisplayDate)), b.slug).toBe(false)
      expect(validRegions(b.regions), b.slug).toBe(true)
    }
    for (const a of AUTHORS)
      expect(
        BLOGS.some((b) => b.author === a.slug),
        a.slug,
      ).toBe(true)
  })

  it('resolves page parent chains, one of them three deep', () => {
    const paths = PAGES.map((p) => pagePath(p).join('/'))
    expect(paths).toContain('about-us/our-story/sustainability')
    expect(paths).toContain('foodservice-solutions/k-12')
    expect(Math.max(...PAGES.map((p) => pagePath(p).length))).toBe(3)
    for (const p of PAGES) {
      expect(p.body.en.length, p.slug).toBeGreaterThanOrEqual(2)
      expect(p.body.en.length, p.slug).toBeLessThanOrEqual(3)
    }
    // 'products' and 'recipes' are seeded on purpose: they are the index pages global settings point at.
    const reserved = [
      'blog',
      'news',
      'south-america',
      'anz-blog',
      'sea-blog',
      'mx-blog',
      'blog-jp',
      'latam-home-page',
    ]
    for (const slug of reserved)
      expect(
        PAGES.some((p) => p.slug === slug),
        slug,
      ).toBe(false)
  })

  it('points navigation and footer links at content that exists', () => {
    const paths = new Set([...PAGES.map((p) => pagePath(p).join('/')), SHOWCASE_SLUG, GATED_SLUG])
    const productCategories = new Set(CATEGORIES.map((c) => c.slug))
    const all = targets({ NAVIGATION, FOOTER })
    expect(all.length).toBeGreaterThan(20)
    for (const t of all) {
      switch (t.kind) {
        case 'page':
          expect(paths.has(t.slugChain.join('/')), t.slugChain.join('/')).toBe(true)
          break
        case 'productCategory':
          expect(productCategories.has(t.slug), t.slug).toBe(true)
          break
        case 'blogCategory':
          expect(
            BLOG_CATEGORIES.some((c) => c.slug === t.slug),
            t.slug,
          ).toBe(true)
          break
        case 'recipe':
          expect(
            RECIPES.some((r) => r.slug === t.slug),
            t.slug,
          ).toBe(true)
          break
        case 'brand':
          expect(
            BRANDS.some((b) => b.slug === t.slug),
            t.slug,
          ).toBe(true)
          break
        default:
          expect([
            'home',
            'blogIndex',
            'recipeIndex',
            'productIndex',
            'partnerHome',
            'sampleBag',
          ]).toContain(t.kind)
      }
    }
    expect(NAVIGATION.groups.map((g) => g.title.en)).toEqual([
      'Products',
      'Recipes',
      'Resources',
      'About',
      'Terrafield+',
    ])
    // The limits are per visitor: partners see Terrafield+ where guests see About.
    expect(overLimitForAnAudience(NAVIGATION.groups, 4)).toBe(false)
    expect(overLimitForAnAudience(NAVIGATION.preNavigationRight, 4)).toBe(false)
    for (const g of NAVIGATION.groups) {
      expect(g.sidebarLinks.length).toBeLessThanOrEqual(5)
      expect(g.promos.length).toBeLessThanOrEqual(5)
      expect(g.categoryColumns.length).toBeLessThanOrEqual(4)
    }
    expect(overLimitForAnAudience(FOOTER.columns, 4)).toBe(false)
    for (const c of FOOTER.columns) expect(c.categories.length).toBeLessThanOrEqual(5)
    expect(FOOTER.businessName).toBe('Terrafield Foods')
    expect(FOOTER.copyrightCompanyName).toBe('Terrafield Foods, Inc.')
  })
})
