import { SiteLink } from '@/components/link/site-link.client'
import { blogCardItems } from '@/components/cards/blog-card-items'
import { CardList } from '@/components/cards/card-list'
import { listProductBlogs, PRODUCT_BLOGS_PREVIEW } from '@/content/product-blogs'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { productBlogsPath } from '@/routing/build'

export async function LinkedBlogs({
  product,
  scope,
  t,
}: {
  product: ProductDetail
  scope: ContentScope
  t: Translate
}) {
  const listing = await listProductBlogs(scope, product, 1, PRODUCT_BLOGS_PREVIEW)
  if (listing.posts.length === 0) return null
  return (
    <section aria-labelledby="linked-blogs">
      <h2 id="linked-blogs">{t('catalogue.linkedBlogs')}</h2>
      <CardList items={blogCardItems(listing.posts, scope.locale)} />
      {listing.totalPosts > listing.posts.length && product.sku && (
        <p>
          <SiteLink
            className="cta-link"
            href={productBlogsPath(scope.regionId, scope.locale, product.sku)}
          >
            {t('catalogue.allLinkedBlogs')}
          </SiteLink>
        </p>
      )}
    </section>
  )
}
