import { CardList } from '@/components/cards/card-list'
import { productLinkedBlogs } from '@/content/product-blogs'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'

export function LinkedBlogs({
  product,
  scope,
  t,
}: {
  product: ProductDetail
  scope: ContentScope
  t: Translate
}) {
  const blogs = productLinkedBlogs(product, scope)
  if (blogs.length === 0) return null
  return (
    <section aria-labelledby="linked-blogs">
      <h2 id="linked-blogs">{t('catalogue.linkedBlogs')}</h2>
      <CardList
        items={blogs.map((blog) => ({
          key: blog.id,
          title: blog.title,
          href: blog.href,
          image: blog.image,
          text: blog.summary,
        }))}
      />
    </section>
  )
}
