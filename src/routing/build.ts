import type { Locale } from './locales'
import { DEFAULT_REGION_ID, getRegion, regionSupportsLocale } from './regions'
import { ROUTE, toExternalSegments } from './segments'

export interface PathTarget {
  regionId: string
  locale: Locale
  /** Content path in internal route words, not encoded. */
  segments: readonly string[]
}

/** `+` is legal in a path segment and is part of the partner program's name (`/terrafield+`). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%2B/gi, '+')
}

/** Unknown regions and unsupported locales fall back so a link never leads to a dead prefix. */
export function buildPath({ regionId, locale, segments }: PathTarget): string {
  const region = getRegion(regionId)
  const lang = regionSupportsLocale(region, locale) ? locale : region.defaultLocale
  const content = toExternalSegments(
    region.id,
    lang,
    segments.filter((s) => s !== ''),
  )
  const parts = [
    ...(region.id === DEFAULT_REGION_ID ? [] : [region.id]),
    ...(lang === region.defaultLocale ? [] : [lang]),
    ...content,
  ]
  return `/${parts.map(encodeSegment).join('/')}`
}

const at = (regionId: string, locale: Locale, segments: readonly (string | undefined)[]) =>
  buildPath({
    regionId,
    locale,
    segments: segments.filter((s): s is string => s !== undefined),
  })

export const homePath = (regionId: string, locale: Locale) => at(regionId, locale, [])

export const pagePath = (regionId: string, locale: Locale, slugChain: readonly string[]) =>
  at(regionId, locale, slugChain)

export const productPath = (regionId: string, locale: Locale, sku: string, category?: string) =>
  at(regionId, locale, [ROUTE.products, category, sku])

/** Page 1 is the list itself, so only later pages get a number. */
export const productRecipesPath = (
  regionId: string,
  locale: Locale,
  sku: string,
  category?: string,
  page?: number,
) =>
  at(regionId, locale, [
    ROUTE.products,
    category,
    sku,
    ROUTE.productRecipes,
    page !== undefined && page > 1 ? String(page) : undefined,
  ])

/**
 * Paged like the blog index (`…/page/{n}`, lib/listing-place.ts), newest first; page 1 is the list
 * itself. Spelled out here: importing listing-place would ship it in every page's script.
 */
export const productBlogsPath = (regionId: string, locale: Locale, sku: string, page = 1) =>
  at(regionId, locale, [
    ROUTE.products,
    sku,
    ROUTE.productBlogs,
    ...(page > 1 ? ['page', String(page)] : []),
  ])

export const specificationsPath = (regionId: string, locale: Locale, slug: string, sku: string) =>
  at(regionId, locale, [ROUTE.products, slug, sku, ROUTE.specifications])

export const specificationsPdfPath = (
  regionId: string,
  locale: Locale,
  slug: string,
  sku: string,
) => at(regionId, locale, [ROUTE.products, slug, sku, ROUTE.specificationsPdf])

export const recipePath = (regionId: string, locale: Locale, slug: string) =>
  at(regionId, locale, [ROUTE.recipe, slug])

/** The markdown copy of a product or recipe page, beside it. */
export const productMarkdownPath = (regionId: string, locale: Locale, sku: string) =>
  at(regionId, locale, [ROUTE.products, sku, ROUTE.markdown])

export const recipeMarkdownPath = (regionId: string, locale: Locale, slug: string) =>
  at(regionId, locale, [ROUTE.recipe, slug, ROUTE.markdown])

export const recipeIndexPath = (regionId: string, locale: Locale) =>
  at(regionId, locale, [ROUTE.recipes])

export const recipeCategoryPath = (regionId: string, locale: Locale, categorySlug: string) =>
  at(regionId, locale, [ROUTE.recipes, ROUTE.category, categorySlug])

export const blogIndexPath = (regionId: string, locale: Locale) =>
  at(regionId, locale, [ROUTE.blog])

export const blogPath = (regionId: string, locale: Locale, slug: string) =>
  at(regionId, locale, [ROUTE.blog, slug])

export const blogCategoryPath = (regionId: string, locale: Locale, categorySlug: string) =>
  at(regionId, locale, [ROUTE.blog, ROUTE.category, categorySlug])

export const blogAuthorPath = (regionId: string, locale: Locale, authorSlug: string) =>
  at(regionId, locale, [ROUTE.blog, ROUTE.author, authorSlug])

export const brandIndexPath = (regionId: string, locale: Locale) => at(regionId, locale, ['brands'])

/** Page 1 is the brand page itself, so only later product pages get a number. */
export const brandPath = (regionId: string, locale: Locale, slug: string, page?: number) =>
  at(regionId, locale, ['brands', slug, page !== undefined && page > 1 ? String(page) : undefined])

export type FeedKind = 'products' | 'recipes'

export const feedPath = (regionId: string, locale: Locale, kind: FeedKind) =>
  at(regionId, locale, [ROUTE.rss, `${kind}.xml`])

export const productIndexPath = (regionId: string, locale: Locale) =>
  at(regionId, locale, [ROUTE.products])

/** A region and language's XML sitemap; long ones are split into numbered files from 1. */
export const sitemapPath = (regionId: string, locale: Locale, file: number) =>
  at(regionId, locale, [ROUTE.sitemap, `${file}.xml`])
