import type { SearchKind } from './search-entry'

/** The collections the site search finds, and the tab each belongs to. */
export const SEARCHABLE_COLLECTIONS: Record<string, SearchKind> = {
  products: 'products',
  recipes: 'recipes',
  brands: 'brands',
  pages: 'pages',
  blogs: 'blogs',
  'product-categories': 'other',
  'blog-categories': 'other',
}

export function isSearchable(collection: string): boolean {
  return Object.hasOwn(SEARCHABLE_COLLECTIONS, collection)
}
