import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { regionsTagged } from '@/routing/alternates'
import {
  blogAuthorPath,
  blogCategoryPath,
  blogPath,
  brandPath,
  buildPath,
  pagePath,
  productPath,
  recipeCategoryPath,
  recipePath,
} from '@/routing/build'
import { ROUTE } from '@/routing/segments'
import { runQuery } from './client'
import {
  SitemapPagesDocument,
  SitemapPostsDocument,
  SitemapProductsDocument,
  SitemapRecipesDocument,
  SitemapTaxonomiesDocument,
} from './generated/graphql'
import { type ContentScope, scopeVariables } from './scope'

/** Documents per read, and so per sitemap file of one kind: far below the 50,000-URL limit. */
export const SITEMAP_CHUNK = 1000

export interface SitemapDocument {
  path: string
  updatedAt: string | null
  /** The regions it is published in, for its alternates; empty: it offers none. */
  regionIds: string[]
}

export type ChunkedKind = 'pages' | 'products' | 'recipes' | 'posts'

interface Row {
  updatedAt?: string | null
  regionTags?: readonly string[] | null
}

const document = (path: string, row: Row, withAlternates = true): SitemapDocument => ({
  path,
  updatedAt: row.updatedAt ?? null,
  regionIds: withAlternates ? regionsTagged(row.regionTags) : [],
})

async function readChunk(scope: ContentScope, kind: ChunkedKind, page: number, limit: number) {
  const { regionTag, locale } = scopeVariables(scope)
  const vars = { regionTag, locale, limit, page }
  const { regionId, locale: siteLocale } = scope
  switch (kind) {
    case 'pages': {
      const data = await runQuery(scope, SitemapPagesDocument, vars, {
        tags: tagsFor('pages', regionTag),
      })
      const docs = (data.Pages?.docs ?? []).flatMap((row) =>
        row.path ? [document(pagePath(regionId, siteLocale, row.path.split('/')), row)] : [],
      )
      return { total: data.Pages?.totalDocs ?? 0, docs }
    }
    case 'products': {
      const data = await runQuery(scope, SitemapProductsDocument, vars, {
        tags: tagsFor('products', regionTag),
      })
      const docs = (data.Products?.docs ?? []).flatMap((row) =>
        row.sku ? [document(productPath(regionId, siteLocale, row.sku), row)] : [],
      )
      return { total: data.Products?.totalDocs ?? 0, docs }
    }
    case 'recipes': {
      const data = await runQuery(scope, SitemapRecipesDocument, vars, {
        tags: [...tagsFor('recipes', regionTag), collectionTag('authentication-contexts')],
      })
      const docs = (data.Recipes?.docs ?? []).flatMap((row) =>
        row.slug ? [document(recipePath(regionId, siteLocale, row.slug), row)] : [],
      )
      return { total: data.Recipes?.totalDocs ?? 0, docs }
    }
    case 'posts': {
      const data = await runQuery(scope, SitemapPostsDocument, vars, {
        tags: [...tagsFor('blogs', regionTag), collectionTag('authors')],
      })
      const rows = data.Blogs?.docs ?? []
      const docs = rows.flatMap((row) =>
        row.slug ? [document(blogPath(regionId, siteLocale, row.slug), row)] : [],
      )
      const authors = rows.flatMap((row) => (row.author?.slug ? [row.author.slug] : []))
      return { total: data.Blogs?.totalDocs ?? 0, docs, authors }
    }
  }
}

/** How many documents of a kind the region lists: each `SITEMAP_CHUNK` of them is one file. */
export async function countSitemapDocuments(scope: ContentScope, kind: ChunkedKind) {
  return (await readChunk(scope, kind, 1, 1)).total
}

/** The `chunk`th (from 1) `SITEMAP_CHUNK` documents of a kind, oldest first. */
export async function sitemapDocuments(
  scope: ContentScope,
  kind: ChunkedKind,
  chunk: number,
): Promise<SitemapDocument[]> {
  return (await readChunk(scope, kind, chunk, SITEMAP_CHUNK)).docs
}

/**
 * The listings the region has: product, recipe and post categories, brands, and the authors of
 * its posts. Brands offer alternates where the brand is; listings of a category do not.
 */
export async function sitemapListings(scope: ContentScope): Promise<SitemapDocument[]> {
  const { regionTag, locale } = scopeVariables(scope)
  const { regionId, locale: siteLocale } = scope
  const data = await runQuery(
    scope,
    SitemapTaxonomiesDocument,
    {
      productCategoryRegion: regionTag,
      recipeCategoryRegion: regionTag,
      blogCategoryRegion: regionTag,
      brandRegion: regionTag,
      locale,
      limit: SITEMAP_CHUNK,
    },
    {
      tags: [
        ...tagsFor('product-categories', regionTag),
        ...tagsFor('recipe-categories', regionTag),
        ...tagsFor('blog-categories', regionTag),
        ...tagsFor('brands', regionTag),
      ],
    },
  )
  const productCategories = (data.ProductCategories?.docs ?? []).flatMap((row) => {
    if (!row.slug) return []
    const segments = [ROUTE.products, ...(row.parent?.slug ? [row.parent.slug] : []), row.slug]
    return [document(buildPath({ regionId, locale: siteLocale, segments }), row, false)]
  })
  const recipeCategories = (data.RecipeCategories?.docs ?? []).flatMap((row) =>
    row.slug ? [document(recipeCategoryPath(regionId, siteLocale, row.slug), row, false)] : [],
  )
  const postCategories = (data.BlogCategories?.docs ?? []).flatMap((row) =>
    row.slug ? [document(blogCategoryPath(regionId, siteLocale, row.slug), row, false)] : [],
  )
  const brands = (data.Brands?.docs ?? []).flatMap((row) =>
    row.slug ? [document(brandPath(regionId, siteLocale, row.slug), row)] : [],
  )
  const authors = new Set<string>()
  const posts = await countSitemapDocuments(scope, 'posts')
  for (let chunk = 1; (chunk - 1) * SITEMAP_CHUNK < posts; chunk++)
    for (const slug of (await readChunk(scope, 'posts', chunk, SITEMAP_CHUNK)).authors ?? [])
      authors.add(slug)
  const authorPages = [...authors].map((slug) => ({
    path: blogAuthorPath(regionId, siteLocale, slug),
    updatedAt: null,
    regionIds: [],
  }))
  return [...productCategories, ...recipeCategories, ...postCategories, ...brands, ...authorPages]
}
