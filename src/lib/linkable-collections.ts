/** The collections a CMS link may point at: the CMS offers them, the site turns each into a path. */
export const LINKABLE_COLLECTIONS = [
  'pages',
  'products',
  'recipes',
  'blogs',
  'brands',
  'product-categories',
  'blog-categories',
] as const
