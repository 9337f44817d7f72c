import { type BlogListing, blogTags, queryListing } from './blog-listings'
import { type ContentScope, regionWhere } from './scope'

/** The product page previews the newest posts; the product's post list pages the rest. */
export const PRODUCT_BLOGS_PREVIEW = 3
export const PRODUCT_BLOGS_PER_PAGE = 6
/** Bounds the id list the query carries (GraphQL ids take no `in`: one `OR` term each), so 10 pages. */
export const MAX_LINKED_BLOG_IDS = 60

export interface BlogsOfProduct {
  linkedBlogs?: readonly { id: number }[] | null
}

export function linkedBlogIds(product: BlogsOfProduct): number[] {
  const ids = (product.linkedBlogs ?? []).map((blog) => blog.id)
  return [...new Set(ids)].slice(0, MAX_LINKED_BLOG_IDS)
}

export const lastProductBlogsPage = (product: BlogsOfProduct, perPage = PRODUCT_BLOGS_PER_PAGE) =>
  Math.max(1, Math.ceil(linkedBlogIds(product).length / perPage))

const EMPTY = (page: number): BlogListing => ({ posts: [], page, totalPages: 0, totalPosts: 0 })

/** Spec §7 "blogs for a sku": the region's linked posts, newest display date first, paged. */
export async function listProductBlogs(
  scope: ContentScope,
  product: BlogsOfProduct,
  page: number,
  perPage = PRODUCT_BLOGS_PER_PAGE,
): Promise<BlogListing> {
  const ids = linkedBlogIds(product)
  // Pages past the linked posts cannot hold any: no query for them.
  if (ids.length === 0 || page < 1 || page > lastProductBlogsPage(product, perPage))
    return EMPTY(page)
  const where = { ...regionWhere(scope), OR: ids.map((id) => ({ id: { equals: id } })) }
  return queryListing(scope, where, 'newest', page, perPage, blogTags(scope))
}
