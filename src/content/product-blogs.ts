import { regionTag } from '@/routing/regions'
import type { ProductDetail } from './products'
import { type RecentBlog, toRecentBlog } from './recent-blogs'
import type { ContentScope } from './scope'

export function productLinkedBlogs(product: ProductDetail, scope: ContentScope): RecentBlog[] {
  const tag = regionTag(scope.regionId)
  return (product.linkedBlogs ?? []).flatMap((blog) =>
    (blog.regionTags ?? []).some((entry) => entry === tag) ? (toRecentBlog(scope, blog) ?? []) : [],
  )
}
