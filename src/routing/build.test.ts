import { describe, expect, it } from 'vitest'
import {
  blogAuthorPath,
  blogCategoryPath,
  blogIndexPath,
  blogPath,
  buildPath,
  feedPath,
  homePath,
  pagePath,
  productBlogsPath,
  productPath,
  productRecipesPath,
  recipeCategoryPath,
  recipeIndexPath,
  recipePath,
  specificationsPath,
  specificationsPdfPath,
  productMarkdownPath,
  recipeMarkdownPath,
} from './build'
import { parseListingTail } from '../lib/listing-place'
import type { Locale } from './locales'
import { parsePath } from './parse'
import { REGIONS } from './regions'

type Kind = [name: string, build: (r: string, l: Locale) => string, internal: string[]]

const KINDS: Kind[] = [
  ['home', homePath, []],
  ['product', (r, l) => productPath(r, l, 'SKU-1'), ['products', 'SKU-1']],
  [
    'product in category',
    (r, l) => productPath(r, l, 'SKU-1', 'fries'),
    ['products', 'fries', 'SKU-1'],
  ],
  [
    'product recipes',
    (r, l) => productRecipesPath(r, l, 'SKU-1'),
    ['products', 'SKU-1', 'product-recipes'],
  ],
  [
    'product recipes page 2',
    (r, l) => productRecipesPath(r, l, 'SKU-1', 'fries', 2),
    ['products', 'fries', 'SKU-1', 'product-recipes', '2'],
  ],
  [
    'product blogs',
    (r, l) => productBlogsPath(r, l, 'SKU-1'),
    ['products', 'SKU-1', 'product-blogs'],
  ],
  [
    'product blogs page 2',
    (r, l) => productBlogsPath(r, l, 'SKU-1', 2),
    ['products', 'SKU-1', 'product-blogs', 'page', '2'],
  ],
  [
    'specifications',
    (r, l) => specificationsPath(r, l, 'fries', 'SKU-1'),
    ['products', 'fries', 'SKU-1', 'specifications'],
  ],
  [
    'specifications pdf',
    (r, l) => specificationsPdfPath(r, l, 'fries', 'SKU-1'),
    ['products', 'fries', 'SKU-1', 'specifications.pdf'],
  ],
  [
    'product markdown',
    (r, l) => productMarkdownPath(r, l, 'SKU-1'),
    ['products', 'SKU-1', 'index.md'],
  ],
  ['recipe', (r, l) => recipePath(r, l, 'tacos'), ['recipe', 'tacos']],
  ['recipe markdown', (r, l) => recipeMarkdownPath(r, l, 'tacos'), ['recipe', 'tacos', 'index.md']],
  ['recipe named products', (r, l) => recipePath(r, l, 'products'), ['recipe', 'products']],
  ['blog index', blogIndexPath, ['blog']],
  ['blog post', (r, l) => blogPath(r, l, 'hello'), ['blog', 'hello']],
  ['blog post named blog', (r, l) => blogPath(r, l, 'blog'), ['blog', 'blog']],
  ['blog category', (r, l) => blogCategoryPath(r, l, 'tips'), ['blog', 'category', 'tips']],
  ['blog author', (r, l) => blogAuthorPath(r, l, 'ana'), ['blog', 'author', 'ana']],
  ['page', (r, l) => pagePath(r, l, ['about']), ['about']],
  ['nested page', (r, l) => pagePath(r, l, ['about', 'products']), ['about', 'products']],
  ['partner home', (r, l) => pagePath(r, l, ['terrafield+']), ['terrafield+']],
  ['unicode slug', (r, l) => recipePath(r, l, '김치 타코'), ['recipe', '김치 타코']],
  ['recipe index', (r, l) => recipeIndexPath(r, l), ['recipes']],
  [
    'recipe category',
    (r, l) => recipeCategoryPath(r, l, 'game-day'),
    ['recipes', 'category', 'game-day'],
  ],
  ['products feed', (r, l) => feedPath(r, l, 'products'), ['rss', 'products.xml']],
  ['recipes feed', (r, l) => feedPath(r, l, 'recipes'), ['rss', 'recipes.xml']],
]

describe('prefix', () => {
  it.each([
    ['us', 'en', '/'],
    ['us', 'es', '/es'],
    ['mexico', 'es', '/mexico'],
    ['mexico', 'en', '/mexico/en'],
    ['korea', 'ko-KR', '/korea'],
    ['korea', 'en', '/korea/en'],
    ['cl', 'es-AR', '/cl'],
    ['cl', 'en', '/cl/en'],
    ['br', 'pt-BR', '/br'],
    ['sea', 'en', '/sea'],
  ] as const)('%s %s home is %s', (regionId, locale, expected) => {
    expect(homePath(regionId, locale)).toBe(expected)
  })
})

describe('route helpers', () => {
  it('builds the spec URLs', () => {
    expect(productPath('us', 'en', 'SKU1')).toBe('/products/SKU1')
    expect(productPath('us', 'es', 'SKU1', 'fries')).toBe('/es/products/fries/SKU1')
    expect(productPath('mexico', 'es', 'SKU1', 'papas')).toBe('/mexico/productos/papas/SKU1')
    expect(productPath('mexico', 'en', 'SKU1')).toBe('/mexico/en/products/SKU1')
    expect(productRecipesPath('mexico', 'es', 'SKU1', 'papas')).toBe(
      '/mexico/productos/papas/SKU1/producto-recetas',
    )
    expect(productRecipesPath('us', 'en', 'SKU1', undefined, 1)).toBe(
      '/products/SKU1/product-recipes',
    )
    expect(productRecipesPath('us', 'en', 'SKU1', undefined, 3)).toBe(
      '/products/SKU1/product-recipes/3',
    )
    expect(specificationsPath('mexico', 'es', 'papas', 'SKU1')).toBe(
      '/mexico/productos/papas/SKU1/specifications',
    )
    expect(specificationsPdfPath('us', 'en', 'fries', 'SKU1')).toBe(
      '/products/fries/SKU1/specifications.pdf',
    )
    expect(recipePath('mexico', 'es', 'tacos')).toBe('/mexico/receta/tacos')
    expect(recipePath('japan', 'ja-JP', 'tacos')).toBe('/japan/recipe/tacos')
    expect(productMarkdownPath('mexico', 'es', 'SKU1')).toBe('/mexico/productos/SKU1/index.md')
    expect(recipeMarkdownPath('mexico', 'es', 'tacos')).toBe('/mexico/receta/tacos/index.md')
    expect(recipeMarkdownPath('us', 'en', 'tacos')).toBe('/recipe/tacos/index.md')
    expect(blogIndexPath('us', 'en')).toBe('/blog')
    expect(blogIndexPath('korea', 'ko-KR')).toBe('/korea/news')
    expect(blogIndexPath('korea', 'en')).toBe('/korea/en/news')
    expect(blogPath('br', 'pt-BR', 'ola')).toBe('/br/news/ola')
    expect(blogCategoryPath('cl', 'en', 'tips')).toBe('/cl/en/news/category/tips')
    expect(blogAuthorPath('latam', 'es-AR', 'ana')).toBe('/latam/news/author/ana')
    expect(blogAuthorPath('au', 'en', 'ana')).toBe('/au/blog/author/ana')
    expect(pagePath('us', 'en', ['about', 'team'])).toBe('/about/team')
    expect(pagePath('us', 'en', [])).toBe('/')
    expect(feedPath('us', 'en', 'products')).toBe('/rss/products.xml')
    expect(feedPath('mexico', 'en', 'recipes')).toBe('/mexico/en/rss/recipes.xml')
    expect(feedPath('korea', 'ko-KR', 'recipes')).toBe('/korea/rss/recipes.xml')
  })

  it('encodes each segment, keeps the partner plus, never ends with a slash', () => {
    expect(pagePath('us', 'en', ['a b', 'c/d', 'e?f#g'])).toBe('/a%20b/c%2Fd/e%3Ff%23g')
    expect(recipePath('korea', 'ko-KR', '타코')).toBe('/korea/recipe/%ED%83%80%EC%BD%94')
    expect(pagePath('us', 'en', ['terrafield+'])).toBe('/terrafield+')
    expect(pagePath('us', 'en', ['about', ''])).toBe('/about')
    expect(productPath('us', 'en', 'SKU1', '')).toBe('/products/SKU1')
  })

  it('falls back for an unknown region or an unsupported locale', () => {
    expect(buildPath({ regionId: 'atlantis', locale: 'en', segments: ['x'] })).toBe('/x')
    expect(buildPath({ regionId: 'korea', locale: 'es', segments: ['blog'] })).toBe('/korea/news')
    expect(buildPath({ regionId: 'sea', locale: 'ko-KR', segments: [] })).toBe('/sea')
  })
})

describe('every region × locale × route kind', () => {
  for (const region of REGIONS) {
    for (const locale of region.locales) {
      describe(`${region.id} ${locale}`, () => {
        it.each(KINDS)('%s: build then parse gives it back', (_name, build, internal) => {
          const url = build(region.id, locale)
          expect(url).toMatch(/^\/(?:$|[^/].*[^/]$|[^/]$)/)
          const parsed = parsePath(url)
          expect(parsed).toMatchObject({ regionId: region.id, locale, segments: internal })
          expect(parsed?.isCanonical).toBe(true)
          expect(parsed?.canonicalPath).toBe(url)
        })

        it('shows only the words of the region and locale', () => {
          const urls = KINDS.filter(([name]) => !name.includes('named'))
            .map(([, build]) => build(region.id, locale))
            .join(' ')
          const mexicoEs = region.id === 'mexico' && locale === 'es'
          expect(urls.includes('/products/')).toBe(!mexicoEs)
          expect(urls.includes('/productos/')).toBe(mexicoEs)
          expect(urls.includes('/receta/')).toBe(mexicoEs)
          expect(urls.includes('/producto-recetas')).toBe(mexicoEs)
          expect(/\/blog(\/|$| )/.test(urls)).toBe(!region.blogAsNews)
          expect(urls.includes('/news')).toBe(region.blogAsNews)
        })
      })
    }
  }
})

describe('productBlogsPath', () => {
  it('pages the way the blog listings read their tail', () => {
    for (const page of [1, 2, 37]) {
      const path = productBlogsPath('us', 'en', 'SKU-1', page)
      const tail = path.split('/product-blogs')[1]?.split('/').filter(Boolean) ?? []
      expect(parseListingTail(tail)).toEqual({ sort: 'newest', page })
    }
  })
})
