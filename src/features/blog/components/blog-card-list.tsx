import { blogCardItems } from '@/components/cards/blog-card-items'
import { CardList } from '@/components/cards/card-list'
import type { BlogCard } from '@/content/blog-listings'
import type { Locale } from '@/routing/locales'

export function BlogCardList({
  posts,
  locale,
  headingLevel = 2,
  leadsPage = false,
}: {
  posts: readonly BlogCard[]
  locale: Locale
  headingLevel?: 2 | 3
  leadsPage?: boolean
}) {
  return (
    <CardList
      items={blogCardItems(posts, locale)}
      headingLevel={headingLevel}
      leadsPage={leadsPage}
    />
  )
}
