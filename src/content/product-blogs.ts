import { blogPath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import type { ProductDetail } from './products'
import type { RecentBlog } from './recent-blogs'
import { toImage } from './images'
import type { ContentScope } from './scope'

/** The posts an editor linked to the product, without those the region does not carry. */
export function productLinkedBlogs(product: ProductDetail, scope: ContentScope): RecentBlog[] {
  const tag = regionTag(scope.regionId)
  return (product.linkedBlogs ?? []).flatMap((blog) =>
    blog.slug && blog.title && (blog.regionTags ?? []).some((entry) => entry === tag)
      ? [
          {
            id: blog.id,
            title: blog.title,
            summary: blog.summary ?? null,
            publishDisplayDate: blog.publishDisplayDate ?? null,
            image: toImage(blog.featuredImage),
            href: blogPath(scope.regionId, scope.locale, blog.slug),
          },
        ]
      : [],
  )
}
