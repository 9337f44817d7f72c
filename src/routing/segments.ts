import type { Locale } from './locales'
import { REGIONS, findRegion, type Region } from './regions'

export const ROUTE = {
  products: 'products',
  productRecipes: 'product-recipes',
  productBlogs: 'product-blogs',
  specifications: 'specifications',
  specificationsPdf: 'specifications.pdf',
  markdown: 'index.md',
  recipe: 'recipe',
  recipes: 'recipes',
  blog: 'blog',
  category: 'category',
  author: 'author',
  rss: 'rss',
  sitemap: 'sitemap',
} as const

/** `productSub`: the segment after `products/<x>` or `products/<x>/<y>`. */
export type SegmentPosition = 'root' | 'productSub'

export interface SegmentWord {
  internal: string
  external: string
  position: SegmentPosition
}

export interface SegmentTranslation extends SegmentWord {
  regionId: string
  locale: Locale
}

const MEXICO_ES: readonly SegmentWord[] = [
  { internal: ROUTE.products, external: 'productos', position: 'root' },
  {
    internal: ROUTE.productRecipes,
    external: 'producto-recetas',
    position: 'productSub',
  },
  { internal: ROUTE.recipe, external: 'receta', position: 'root' },
]
const NEWS: SegmentWord = {
  internal: ROUTE.blog,
  external: 'news',
  position: 'root',
}

function wordsOf(region: Region, locale: Locale): readonly SegmentWord[] {
  if (region.id === 'mexico' && locale === 'es') return MEXICO_ES
  return region.blogAsNews ? [NEWS] : []
}

export const SEGMENT_TRANSLATIONS: readonly SegmentTranslation[] = REGIONS.flatMap((region) =>
  region.locales.flatMap((locale) =>
    wordsOf(region, locale).map((word) => ({
      regionId: region.id,
      locale,
      ...word,
    })),
  ),
)

export function translationsFor(regionId: string, locale: Locale): readonly SegmentWord[] {
  const region = findRegion(regionId)
  return region ? wordsOf(region, locale) : []
}

type Side = 'internal' | 'external'

function translate(words: readonly SegmentWord[], segments: readonly string[], from: Side) {
  const to: Side = from === 'internal' ? 'external' : 'internal'
  const out = [...segments]
  const root = words.find((w) => w.position === 'root' && w[from] === segments[0])
  if (root) out[0] = root[to]
  const firstInternal = from === 'internal' ? segments[0] : out[0]
  if (firstInternal !== ROUTE.products) return out
  const sub = words.find((w) => w.position === 'productSub')
  const index = sub ? [2, 3].find((i) => segments[i] === sub[from]) : undefined
  if (sub && index !== undefined) out[index] = sub[to]
  return out
}

export function toExternalSegments(
  regionId: string,
  locale: Locale,
  internalSegments: readonly string[],
): string[] {
  return translate(translationsFor(regionId, locale), internalSegments, 'internal')
}

export function toInternalSegments(
  regionId: string,
  locale: Locale,
  externalSegments: readonly string[],
): string[] {
  return translate(translationsFor(regionId, locale), externalSegments, 'external')
}
